import { CHALLENGE_REQUIRED_ERROR_CODE, type ChallengePurpose } from '@lp/shared/sign-in';
import { ApiClientError, apiUrl } from '../../lib/api-client.ts';

/** 401 with errorCode 4: the server wants a solved proof-of-work challenge with the same request. */
export const isChallengeRequired = (error: unknown) =>
  error instanceof ApiClientError && error.errorCode === CHALLENGE_REQUIRED_ERROR_CODE;

/** Where the widget fetches its challenge (GET auth/challenge). */
export const challengeUrl = (purpose: ChallengePurpose) => apiUrl(`auth/challenge?purpose=${purpose}`);
