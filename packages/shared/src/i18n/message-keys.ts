import { ASSET_MESSAGES, MULTIPART_MESSAGES } from '../assets.ts';
import { AUTH_MESSAGES } from '../auth.ts';
import { PLAN_MESSAGES } from '../billing.ts';
import { ENROLMENT_MESSAGES, LEARNER_EMAIL_MESSAGES } from '../content/enrolment.ts';
import { MESSAGES } from '../errors.ts';
import { uploadTooLargeMessage, VALIDATION_MESSAGES } from '../validation.ts';

/** Parameters of a keyed message, interpolated as {{name}} by i18next (`count` picks a plural form). */
export type MessageParams = Record<string, string | number>;

/** SPEC's English text of an API message, with the key and parameters a client translates it by. */
export interface KeyedMessage {
  message: string;
  messageKey: string;
  params?: MessageParams;
}

/**
 * The catalogues of server messages that carry a stable key: `<catalogue>.<name>`, e.g.
 * `auth.wrongCredentials`. Their texts in every language are `errors/<lang>.json` beside this
 * file, except `validation.*`, which the web app already translates with its form rules.
 */
export const KEYED_CATALOGUES = {
  auth: AUTH_MESSAGES,
  common: MESSAGES,
  validation: VALIDATION_MESSAGES,
  plan: PLAN_MESSAGES,
  asset: ASSET_MESSAGES,
  enrolment: ENROLMENT_MESSAGES,
  learnerEmail: LEARNER_EMAIL_MESSAGES,
  upload: MULTIPART_MESSAGES,
} as const;

/** Messages with values in them: the key's params, from the same arguments as the English text. */
export const KEYED_TEMPLATES = {
  'auth.signInWait': (count: number) => ({ text: AUTH_MESSAGES.signInWait(count), params: { count } }),
  'auth.accountProtected': (count: number) => ({
    text: AUTH_MESSAGES.accountProtected(count),
    params: { count },
  }),
  'auth.addressBlocked': (count: number) => ({
    text: AUTH_MESSAGES.addressBlocked(count),
    params: { count },
  }),
  'auth.teamLoginRequired': (team: string) => ({
    text: AUTH_MESSAGES.teamLoginRequired(team),
    params: { team },
  }),
  'auth.otpResendTooSoon': (count: number) => ({
    text: AUTH_MESSAGES.otpResendTooSoon(count),
    params: { count },
  }),
  'plan.maxUsers': (limit: number) => ({ text: PLAN_MESSAGES.maxUsers(limit), params: { limit } }),
  'plan.maxCourses': (limit: number) => ({ text: PLAN_MESSAGES.maxCourses(limit), params: { limit } }),
  'plan.contentPieces': (limit: number) => ({ text: PLAN_MESSAGES.contentPieces(limit), params: { limit } }),
  'plan.spaceLimit': (limit: number) => ({ text: PLAN_MESSAGES.spaceLimit(limit), params: { limit } }),
  /** The size in bytes (shown in whole kB, rounded up) and the limit in kB. */
  'upload.tooLarge': (sizeBytes: number, limit: number) => ({
    text: uploadTooLargeMessage(sizeBytes, limit),
    params: { size: Math.ceil(sizeBytes / 1024), limit },
  }),
} satisfies Record<string, (...args: never[]) => { text: string; params: MessageParams }>;
export type TemplatedKey = keyof typeof KEYED_TEMPLATES;

/** A message with values: `keyedMessage('plan.maxUsers', 25)`. */
export function keyedMessage<K extends TemplatedKey>(
  key: K,
  ...args: Parameters<(typeof KEYED_TEMPLATES)[K]>
): KeyedMessage {
  const template = KEYED_TEMPLATES[key] as (...values: typeof args) => {
    text: string;
    params: MessageParams;
  };
  const { text, params } = template(...args);
  return { message: text, messageKey: key, params };
}

const keyByText = new Map<string, string>();
for (const [catalogue, messages] of Object.entries(KEYED_CATALOGUES)) {
  for (const [name, text] of Object.entries(messages)) {
    const key = `${catalogue}.${name}`;
    if (typeof text === 'string' && !keyByText.has(text)) keyByText.set(text, key);
  }
}

/** The key of a fixed catalogue message (`Incorrect username or password.` -> `auth.wrongCredentials`). */
export function messageKeyOf(text: string): string | undefined {
  return keyByText.get(text);
}

/** Every key a client may receive, fixed and templated, for completeness checks. */
export function keyedMessageKeys(): string[] {
  return [...new Set([...keyByText.values(), ...Object.keys(KEYED_TEMPLATES)])].sort();
}
