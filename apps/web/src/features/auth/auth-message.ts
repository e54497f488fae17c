import { AUTH_MESSAGES } from '@lp/shared/auth';
import { serverMessage } from '../../lib/api-error.ts';

/**
 * A success message of the sign-in routes (SPEC's English, such as "A one-time code has been
 * sent to your phone.") in the reader's language, by its key among the API's texts.
 */
export function authMessage(message: string): string {
  const name = Object.entries(AUTH_MESSAGES).find(([, text]) => text === message)?.[0];
  return serverMessage(message, name ? `auth.${name}` : undefined);
}
