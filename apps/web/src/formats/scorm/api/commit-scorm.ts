import { SESSION_INVALID_STATUS } from '@lp/shared/errors';
import {
  SCORM_PATHS,
  type ScormCommitBody,
  type ScormCommitResponse,
  scormCommitResponseSchema,
} from '@lp/shared/formats/scorm';
import { apiUrl } from '../../../lib/api-client.ts';
import { toApiClientError } from '../../../lib/api-error.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { handleSessionInvalid } from '../../../lib/session.ts';

/**
 * POST formats/scorm/{deckId}/commit. The final commit of a session may be sent while the page
 * unloads, so the request is `keepalive` (the shared client cannot send those).
 */
export async function commitScorm(
  deckId: string,
  body: ScormCommitBody,
  options: { keepalive?: boolean } = {},
): Promise<ScormCommitResponse> {
  const { token, user } = useAuthStore.getState();
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  if (token) headers.set('access-token', token);
  if (user?._id) headers.set('tracking-token', user._id);
  const response = await fetch(apiUrl(SCORM_PATHS.commit(deckId)), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: options.keepalive === true,
  });
  if (!response.ok) {
    if (response.status === SESSION_INVALID_STATUS) handleSessionInvalid();
    throw toApiClientError(response.status, await response.text());
  }
  return scormCommitResponseSchema.parse(await response.json());
}
