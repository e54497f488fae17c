/**
 * What the sign-in pages need of the auth domain without zod: the flows' messages, error codes and
 * paths, and the login form's checks. auth.ts re-exports all of it and builds the request schemas on it.
 */

/** Server messages of the identity flows, shown as they are on screen. */
export const AUTH_MESSAGES = {
  providerUnreachable: 'The sign-in provider could not be reached. Please try again later.',
  wrongCredentials: 'Incorrect username or password.',
  accountDeactivated: 'Your account is deactivated. Please contact your admin.',
  signInWait: (seconds: number) =>
    `Too many failed sign-ins from here. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  accountProtected: (minutes: number) =>
    `This account is protected after many failed sign-ins. Sign in from a device you have used before, reset your password, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  addressBlocked: (minutes: number) =>
    `Too many failed sign-ins from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  challengeRequired:
    'This account had several failed sign-ins. Please complete the check, then sign in again.',
  challengeFailed: 'The check could not be verified. Please try again.',
  registrationClosed: 'Registration is not open for this team.',
  signupEmailDomain: "This team only accepts sign-ups with an email address at its company's domain.",
  inviteCodeRequired: 'This team needs an invite code to join. Ask your admin for one.',
  inviteCodeWrong: 'This invite code is not valid for this team.',
  confirmEmailSent: 'Almost done: we sent a link to your email address. Open it to activate your account.',
  confirmEmailFirst: 'Please confirm your email address first. We have sent you a new link.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired.',
  teamNotFound: 'Team not found.',
  teamLoginRequired: (team: string) => `Please sign in on your team's login page: /${team}/login`,
  resetSent: 'The reset link has been sent. Please check your email.',
  resetFailed: 'Error resetting password. Please contact your admin.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is incorrect.',
  otpUnavailable: 'Sign-in with a one-time code is not available.',
  otpUnknownPhone: 'No account uses this phone number.',
  otpSent: 'A one-time code has been sent to your phone.',
  otpResendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
  otpWrong: 'The code is incorrect.',
  otpExpired: 'The code has expired. Please ask for a new one.',
  otpTooManyAttempts: 'Too many wrong codes. Please ask for a new one.',
  guestsUnavailable: 'Guest login is not available.',
  codeLoginUnavailable: 'Code based Login Not Available',
  authenticationFailed: 'Authentication failed',
  invalidToken: 'Invalid token',
  signInMethodUnavailable: 'This sign-in method is not available.',
  sealedCredentialsOff: 'Encrypted credentials are not accepted by this server.',
  sealedCredentialsUnreadable: 'The encrypted credentials could not be read.',
} as const;

/** errorCode 3: the one-time-code form must hide (SPEC §4, §8). */
export const OTP_HIDE_FORM_ERROR_CODE = 3;

/**
 * errorCode 4 (with status 401): the account had several failed sign-ins, so the request must carry
 * a solved proof-of-work challenge. Fetch one from `GET auth/challenge?purpose=...`, solve it (the
 * ALTCHA widget does) and send the widget's payload in the `altcha` field of the same request.
 */
export const CHALLENGE_REQUIRED_ERROR_CODE = 4;

/** errorCode of a sign-in on the common /login by a user whose team signs in on its own page. */
export const TEAM_LOGIN_REQUIRED_ERROR_CODE = 5;

/** What a challenge is for; a payload solved for one purpose is refused by any other. */
export const CHALLENGE_PURPOSES = ['sign_in', 'helpdesk'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

/** The web page the confirmation link opens (`?token=`); the server mails links to it. */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

/**
 * Longest username or password the login screen and the server take: room for sealed credentials
 * (see the server's credential-envelope.ts); a password longer than the 128 allowed when it was set
 * simply does not match.
 */
export const SIGN_IN_FIELD_MAX = 512;

export const SIGN_IN_FORM_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  tooLong: `At most ${SIGN_IN_FIELD_MAX} characters`,
} as const;

/** The login screen's fields. */
export interface SignInFormValues {
  username: string;
  password: string;
}

/**
 * The login screen's checks, as the server makes them in `signInFormSchema` (auth.ts, which adds the
 * challenge and the team in `signInBodySchema`): the username counts without surrounding spaces.
 */
export function signInFormErrors(values: SignInFormValues): Partial<Record<keyof SignInFormValues, string>> {
  const errors: Partial<Record<keyof SignInFormValues, string>> = {};
  const username = values.username.trim();
  if (username.length === 0) errors.username = SIGN_IN_FORM_MESSAGES.usernameRequired;
  else if (username.length > SIGN_IN_FIELD_MAX) errors.username = SIGN_IN_FORM_MESSAGES.tooLong;
  if (values.password.length === 0) errors.password = SIGN_IN_FORM_MESSAGES.passwordRequired;
  else if (values.password.length > SIGN_IN_FIELD_MAX) errors.password = SIGN_IN_FORM_MESSAGES.tooLong;
  return errors;
}
