import type { existsResponseSchema } from '@lp/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type LoginLinkRequest = {
  /** A username, or in email-domain mode the part before @ (the server adds the company domain). */
  username: string;
  courseId?: string | undefined;
  /** The team whose page asks (route or stored team): its email-domain mode applies. */
  team?: string | undefined;
};

/** POST users/email/check-user (the token generator): true when a sign-in link was mailed. */
export async function requestLoginLink(input: LoginLinkRequest): Promise<boolean> {
  return (await api.post<z.output<typeof existsResponseSchema>>('users/email/check-user', input)).exists;
}

export function useRequestLoginLink() {
  return useMutation({ mutationFn: requestLoginLink });
}
