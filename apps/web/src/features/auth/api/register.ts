import type { createdResponseSchema, registerPendingResponseSchema } from '@lp/shared/auth';
import { MESSAGES } from '@lp/shared/error-body';
import { splitFullName } from '@lp/shared/validation';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiClientError, apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/session.ts';
import { enrollInTeamCourses } from '../../users/index.ts';
import { connect } from './connect.ts';
import type { SignInResult } from './signed-in-response.ts';

export interface RegisterInput {
  fullName: string;
  username: string;
  email: string;
  password: string;
  /** The team to join; null registers a solo creator, who gets a new team (SPEC §5). */
  team: string | null;
  /** For a team that asks for one (sign-up policy `inviteCode`). */
  inviteCode?: string;
}

/** Signed in at once, or (a team that takes its own email domain) waiting for the mailed link. */
export type RegisterResult = ({ pending: false } & SignInResult) | { pending: true };

/** POST auth/register (multipart), then auth/connect with the new token to load the user. */
export async function register(input: RegisterInput): Promise<RegisterResult> {
  const { first_name, last_name } = splitFullName(input.fullName);
  const form = new FormData();
  form.append('username', input.username.trim());
  form.append('password', input.password);
  form.append('email', input.email.trim());
  form.append('first_name', first_name);
  form.append('last_name', last_name);
  form.append('creatorLicense', String(input.team === null));
  form.append('details', JSON.stringify({}));
  if (input.team) form.append('team', input.team);
  if (input.team && input.inviteCode?.trim()) form.append('invite_code', input.inviteCode.trim());
  // 201 with the new user's id and the token in the header, or 202 while the mailed link waits.
  const { status, accessToken } = await apiRequest<
    z.output<typeof createdResponseSchema> | z.output<typeof registerPendingResponseSchema>
  >('POST', 'auth/register', form);
  if (status === 202) return { pending: true };
  if (!accessToken) throw new ApiClientError(status, MESSAGES.genericError);
  return { pending: false, ...(await connect(accessToken)) };
}

/** Registers, stores the new session, then enrols in the team's courses when the team has them on. */
export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const result = await register(input);
      if (result.pending) return result;
      completeSignIn(result.user, result.token);
      await enrollInTeamCourses(result.user);
      return result;
    },
    onError: (error) => console.error('[register] Registration failed', error),
  });
}
