import { ANALYTICS_MESSAGES } from '../analytics/course.ts';
import { SAVED_REPORT_MESSAGES } from '../analytics/saved-reports.ts';
import { TEAM_ANALYTICS_MESSAGES } from '../analytics/team.ts';
import { ASSET_MESSAGES, MULTIPART_MESSAGES } from '../assets.ts';
import { AUTH_MESSAGES } from '../auth.ts';
import { BANNER_MESSAGES } from '../banners.ts';
import { PLAN_MESSAGES } from '../billing.ts';
import { BUILDER_MESSAGES } from '../builder-messages.ts';
import { CLIENT_DASHBOARD_MESSAGES } from '../clients.ts';
import { COURSE_ACCESS_MESSAGES } from '../content/course-access.ts';
import { ENROLMENT_MESSAGES, LEARNER_EMAIL_MESSAGES } from '../content/enrolment.ts';
import { MESSAGES } from '../errors.ts';
import { CERTIFICATE_MESSAGES } from '../formats/certificate.ts';
import { SCORM_MESSAGES } from '../formats/scorm.ts';
import { LEADERBOARD_MESSAGES } from '../gamification/index.ts';
import { COUPON_MESSAGES, REWARD_MESSAGES } from '../gamification/rewards.ts';
import { HELPDESK_MESSAGES } from '../helpdesk.ts';
import { LINK_MESSAGES } from '../links.ts';
import { NOTIFICATION_MESSAGES } from '../notifications.ts';
import { PROGRESS_MESSAGES } from '../progress/messages.ts';
import { SEARCH_MESSAGES } from '../search.ts';
import { COMMENT_MESSAGES } from '../social/comments.ts';
import { SOCIAL_MESSAGES } from '../social/index.ts';
import { TAG_MESSAGES } from '../tags.ts';
import { EMAIL_DOMAIN_MESSAGES, TEAM_MESSAGES } from '../teams.ts';
import { USER_ADMIN_MESSAGES } from '../users/admin.ts';
import { HIERARCHY_MESSAGES } from '../users/index.ts';
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
  userAdmin: USER_ADMIN_MESSAGES,
  hierarchy: HIERARCHY_MESSAGES,
  team: TEAM_MESSAGES,
  emailDomain: EMAIL_DOMAIN_MESSAGES,
  comment: COMMENT_MESSAGES,
  social: SOCIAL_MESSAGES,
  builder: BUILDER_MESSAGES,
  courseAccess: COURSE_ACCESS_MESSAGES,
  progress: PROGRESS_MESSAGES,
  scorm: SCORM_MESSAGES,
  certificate: CERTIFICATE_MESSAGES,
  leaderboard: LEADERBOARD_MESSAGES,
  reward: REWARD_MESSAGES,
  coupon: COUPON_MESSAGES,
  link: LINK_MESSAGES,
  search: SEARCH_MESSAGES,
  tag: TAG_MESSAGES,
  banner: BANNER_MESSAGES,
  notification: NOTIFICATION_MESSAGES,
  clientDashboard: CLIENT_DASHBOARD_MESSAGES,
  helpdesk: HELPDESK_MESSAGES,
  savedReport: SAVED_REPORT_MESSAGES,
  analytics: ANALYTICS_MESSAGES,
  teamAnalytics: TEAM_ANALYTICS_MESSAGES,
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
  'team.nameTaken': (name: string) => ({ text: TEAM_MESSAGES.nameTaken(name), params: { name } }),
  'emailDomain.otherDomain': (domain: string) => ({
    text: EMAIL_DOMAIN_MESSAGES.otherDomain(domain),
    params: { domain },
  }),
  /** `until` as the server writes it (a UTC date and time). */
  'social.muted': (until: string) => ({ text: SOCIAL_MESSAGES.muted(until), params: { until } }),
  'builder.programThemeTooManyCourses': (max: number) => ({
    text: BUILDER_MESSAGES.programThemeTooManyCourses(max),
    params: { max },
  }),
  'builder.examFormatNotAllowed': (readerType: string) => ({
    text: BUILDER_MESSAGES.examFormatNotAllowed(readerType),
    params: { readerType },
  }),
  'builder.unknownReaderType': (readerType: string) => ({
    text: BUILDER_MESSAGES.unknownReaderType(readerType),
    params: { readerType },
  }),
  'builder.formatDisabled': (readerType: string) => ({
    text: BUILDER_MESSAGES.formatDisabled(readerType),
    params: { readerType },
  }),
  'courseAccess.notOpen': (state: Parameters<typeof COURSE_ACCESS_MESSAGES.notOpen>[0]) => ({
    text: COURSE_ACCESS_MESSAGES.notOpen(state),
    params: { state },
  }),
  'tag.taken': (name: string) => ({ text: TAG_MESSAGES.taken(name), params: { name } }),
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
