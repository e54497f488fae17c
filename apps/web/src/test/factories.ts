import { DEFAULT_COLORS, DEFAULT_FEATURES, type FeatureFlags } from '@lp/shared/constants';
import type { TeamBranding } from '@lp/shared/teams';
import { DEFAULT_ENABLED_FORMATS } from '@lp/shared/teams';
import type { User } from '@lp/shared/users/index';
import { useAuthStore } from '../lib/auth-store.ts';
import { markSessionVerified } from '../lib/session.ts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    username: 'asha',
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@example.com',
    lang: 'en',
    image: null,
    avatarConfig: null,
    stage: 1,
    team: 'demo',
    branding: null,
    license: { termsAccepted: true, license_type: 'Learner', license_name: 'Learner', isManager: false },
    details: {},
    creatorLicense: false,
    active: true,
    isGuest: false,
    ...overrides,
  };
}

export function makeBranding(
  overrides: Partial<Omit<TeamBranding, 'features'>> & { features?: Partial<FeatureFlags> } = {},
): TeamBranding {
  const { features, ...rest } = overrides;
  return {
    _id: 'team-1',
    name: 'demo',
    title: 'Demo Company',
    colors: { ...DEFAULT_COLORS },
    logo: null,
    image: null,
    repos: [],
    cards: [],
    stageThresholds: null,
    homeTags: {},
    hiddenMenuItems: {},
    signupPolicy: 'open',
    emailDomain: null,
    enabledFormats: [...DEFAULT_ENABLED_FORMATS],
    textColor: '#000000',
    mainColor: '#FFC107',
    languages: ['en'],
    features: { ...DEFAULT_FEATURES, ...features },
    ...rest,
  };
}

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT-shaped token; `expiresInSeconds` may be negative for an expired one. */
export function makeToken(expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sid: 'session-1', exp })}.signature`;
}

export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** Signs in a builder license (Creator by default) for the builder screens. */
export function signInBuilder(licenseType: User['license']['license_type'] = 'Creator', isManager = false) {
  const token = makeToken();
  const license = { termsAccepted: true, license_type: licenseType, license_name: licenseType, isManager };
  useAuthStore.getState().login(makeUser({ license }), token);
  markSessionVerified(token);
}
