import { AUTH_MESSAGES } from '@lp/shared/sign-in';
import { VALIDATION_MESSAGES } from '@lp/shared/validation-rules';
import { serverMessage } from '../../lib/api-error.ts';

const CATALOGUES = { auth: AUTH_MESSAGES, validation: VALIDATION_MESSAGES };

/**
 * A message of the sign-in routes that comes without a key (SPEC's English, such as "A one-time
 * code has been sent to your phone." or a field's rule) in the reader's language, by its key
 * among the API's texts.
 */
export function authMessage(message: string): string {
  for (const [catalogue, messages] of Object.entries(CATALOGUES)) {
    const name = Object.entries(messages).find(([, text]) => text === message)?.[0];
    if (name) return serverMessage(message, `${catalogue}.${name}`);
  }
  return message;
}
