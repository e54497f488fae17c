/** SPEC §9 business constants, shared by server and web. */

export const APP_VERSION = '3.0.0';
export const API_PREFIX = '/api/v3';

export const LANGUAGES = ['en', 'de', 'hi', 'mr', 'bn', 'kn', 'ml', 'ta', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LICENSE_TYPES = ['SuperAdmin', 'Admin', 'Creator', 'Learner'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/** Levels 1-10 with the lower bound of each point range (SPEC §9). */
export const LEVELS = [
  { level: 1, name: 'Novice', minPoints: 0 },
  { level: 2, name: 'Apprentice', minPoints: 100 },
  { level: 3, name: 'Journeyman', minPoints: 200 },
  { level: 4, name: 'Adept', minPoints: 500 },
  { level: 5, name: 'Expert', minPoints: 1000 },
  { level: 6, name: 'Master', minPoints: 2000 },
  { level: 7, name: 'Grandmaster', minPoints: 3000 },
  { level: 8, name: 'Legend', minPoints: 5000 },
  { level: 9, name: 'Mythic', minPoints: 7500 },
  { level: 10, name: 'Ascendant', minPoints: 10000 },
] as const;

export const STAGES = [
  { stage: 1, name: 'Newbie' },
  { stage: 2, name: 'Rookie' },
  { stage: 3, name: 'Player' },
  { stage: 4, name: 'Star' },
] as const;

export const LIMITS = {
  otpLength: 6,
  otpResendSeconds: 60,
  otpExpirySeconds: 300,
  phoneLength: 10,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  lessonCodeMinLength: 9,
  guestNameMinLength: 3,
  usernameMinLength: 4,
  programThemingMaxCourses: 12,
  largeUserbaseThreshold: 20000,
  carouselMaxItems: 10,
  searchSuggestionsMax: 7,
  searchMinLength: 3,
  bannerRotationMs: 5000,
  toastAutoCloseMs: 5000,
  prefetchDelayMs: 5000,
  progressCap: 100,
  gameDifficulty: 30,
  gameLevels: 10,
  /** Largest single upload (assets, submissions), in kB. */
  uploadMaxKb: 50 * 1024,
  /** Largest SCORM package (zip), in kB; its unpacked size may be at most four times this. */
  scormPackageMaxKb: 200 * 1024,
} as const;

export const LAYOUT = {
  navbarHeight: 55,
  sidebarWidth: 300,
  notificationPanelWidthPortrait: 300,
  notificationPanelWidthLandscape: 360,
  userNameMaxChars: 18,
  appNameMaxCharsPortrait: 20,
  cardTitleMaxChars: [40, 60],
} as const;

/** Team feature flags with the defaults of SPEC §9; each team may override them. */
export const DEFAULT_FEATURES = {
  courseware: true,
  learningCenter: true,
  social: true,
  contests: false,
  exams: false,
  multiTenancy: false,
  guests: false,
  registration: true,
  helpdesk: true,
  commonLogin: true,
  teamCourses: true,
  usernamePasswordLogin: true,
  otpLogin: false,
  ssoLogin: false,
  socialLogin: false,
  tokenLogin: false,
  /** Lesson-code entry at /putCode. */
  codeLogin: false,
  /** Send builder licenses (admins, creators) to /builder after sign-in (landscape only; SPEC §2). */
  builderRouting: true,
  darkMode: true,
  voiceovers: true,
  /**
   * SPEC §9 email-domain mode: the token generator takes a username and adds the team's company
   * domain (`teams.emailDomain`). Off until a team names its domain: it cannot be on without one.
   */
  emailDomainMode: false,
  termsAcceptance: false,
  stageDisplay: false,
  banners: false,
  coins: false,
  medals: true,
  welcomeCarousel: false,
  mail: false,
  /** SPEC §7 "Logging": the web app sends error reports to the log host. */
  centralizedLogging: true,
  /** The team-branded client dashboard at /clients/ekart/dashboard (a team admin switches it on). */
  clientDashboard: false,
} as const;
export type FeatureFlags = { [K in keyof typeof DEFAULT_FEATURES]: boolean };

export const DEFAULT_COLORS = { main: '#FFC107', primary: '#FFC107', primaryText: '#000000' } as const;
