/**
 * Which module owns each table (by its export name in db/schema). Only the owner's repos insert,
 * update or delete its rows; another module changes them by calling the owner's service. Other
 * repos may still read an owner's table in a join (a leaderboard names its learners), because one
 * query beats a round trip per module.
 *
 * table-owners.test.ts holds the code to this: every table has an owner, and each write outside
 * the owner is one of OWNERSHIP_EXCEPTIONS, with its reason.
 */
export const TABLE_OWNERS = {
  teams: 'teams',
  users: 'users',

  sessions: 'auth',
  passwordResets: 'auth',
  otpCodes: 'auth',
  signInBuckets: 'auth',
  signInPairs: 'auth',
  spentChallenges: 'auth',
  emailConfirmations: 'auth',
  identityProviders: 'auth',
  userIdentities: 'auth',
  oidcStates: 'auth',

  programs: 'content',
  courses: 'content',
  programCourses: 'content',
  topics: 'content',
  decks: 'content',
  articles: 'content',
  favorites: 'content',

  enrollments: 'content',
  enrolmentRules: 'content',
  courseReminders: 'content',
  courseVersions: 'content',
  contentVersions: 'content',

  tags: 'tags',
  contentTags: 'tags',

  progress: 'progress',
  trackerEvents: 'progress',
  learnerStates: 'progress',
  trackerErrorBatches: 'progress',
  questionResponses: 'progress',
  articleQuestionResponses: 'progress',

  pointsLedger: 'gamification',
  wallets: 'gamification',
  leaderboardScores: 'gamification',
  leaderboardBuckets: 'gamification',
  achievements: 'gamification',
  rewards: 'gamification',
  rewardRedemptions: 'gamification',

  coupons: 'billing',
  contactRequests: 'billing',
  paymentSubscriptions: 'billing',
  notifications: 'notifications',
  noticeOutbox: 'jobs',
  outbox: 'notifications',
  comments: 'social',
  reactions: 'social',
  socialPosts: 'social',
  socialComments: 'social',
  socialLikes: 'social',
  socialReports: 'social',
  socialMutes: 'social',
  searches: 'search',
  banners: 'banners',
  assets: 'assets',
  submissions: 'assets',
  scormPackages: 'content/formats/scorm',
  scormStates: 'content/formats/scorm',
  scormInteractions: 'content/formats/scorm',
  certificates: 'content/formats/certificates',

  savedReports: 'analytics',
  reportRuns: 'analytics',

  analyticsCourseLearners: 'analytics',
  analyticsItemTotals: 'analytics',
  analyticsCourseDays: 'analytics',
  analyticsQueuedChanges: 'analytics',
  analyticsQuestionAnswers: 'analytics',
  analyticsLearnerDays: 'analytics',
  analyticsTeamActivity: 'analytics',
  analyticsTeamSnapshots: 'analytics',
  helpdeskTickets: 'helpdesk',
  helpdeskReplies: 'helpdesk',
  logRecords: 'logging',
} as const;

export type OwnedTable = keyof typeof TABLE_OWNERS;

/** Writes outside a table's owner that stay for now, each with why and what ends it. */
export const OWNERSHIP_EXCEPTIONS: { table: OwnedTable; writer: string; why: string }[] = [
  {
    table: 'contentTags',
    writer: 'content',
    why: "An item's forms set its tags, and a deleted item or contest drops its tag links (no foreign key: they point at several kinds).",
  },
  {
    table: 'progress',
    writer: 'content',
    why: "A relaunched course version starts everyone's course progress afresh (content/courses/versions).",
  },
  {
    table: 'courseReminders',
    writer: 'jobs',
    why: 'The reminder job records each reminder it sent, so it is sent at most the set number of times.',
  },
];
