import { z } from 'zod';

/** SPEC §7 analytics of courses, decks, questions and learners: the shapes both sides read. */

export const LEARNER_STATUSES = ['not_started', 'in_progress', 'completed', 'failed'] as const;
export type LearnerStatus = (typeof LEARNER_STATUSES)[number];

/** The SPEC §3 segmentation details a list filters and groups on. */
export const SEGMENT_FIELDS = ['company', 'zone', 'branch', 'department'] as const;
export type SegmentField = (typeof SEGMENT_FIELDS)[number];

/** `responses/{groupBy}`: by answer option or by a segmentation detail. */
export const RESPONSE_GROUPS = ['option', ...SEGMENT_FIELDS] as const;
export type ResponseGroup = (typeof RESPONSE_GROUPS)[number];

/** `learners/{scope}`: everyone in the audience, or one status. */
export const AUDIENCE_SCOPES = ['all', ...LEARNER_STATUSES] as const;
export type AudienceScope = (typeof AUDIENCE_SCOPES)[number];

export const LEARNER_SORTS = ['name', 'status', 'score', 'timeSpent', 'progress', 'completedAt'] as const;

export const ANALYTICS_MESSAGES = {
  badScope: `Scope must be one of: ${AUDIENCE_SCOPES.join(', ')}`,
  badGroup: `Group must be one of: ${RESPONSE_GROUPS.join(', ')}`,
  badDate: 'Dates must be YYYY-MM-DD',
} as const;

export const audienceScopeSchema = z.enum(AUDIENCE_SCOPES, { error: ANALYTICS_MESSAGES.badScope });
export const responseGroupSchema = z.enum(RESPONSE_GROUPS, { error: ANALYTICS_MESSAGES.badGroup });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_MESSAGES.badDate);

/** The learners list query: a page, a sort, a name search and segment filters. */
export const learnersQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, 'At most 200 rows a page').default(25),
  sort: z.enum(LEARNER_SORTS, { error: `Sort must be one of: ${LEARNER_SORTS.join(', ')}` }).default('name'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('asc'),
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  company: z.string().trim().max(200).optional(),
  zone: z.string().trim().max(200).optional(),
  branch: z.string().trim().max(200).optional(),
  department: z.string().trim().max(200).optional(),
  joinedFrom: day.optional(),
  joinedTo: day.optional(),
});
export type LearnersQuery = z.infer<typeof learnersQuerySchema>;
/** The same filters without the page: what an export takes. */
export const learnersExportQuerySchema = learnersQuerySchema.omit({ page: true, pageSize: true });
export type LearnersExportQuery = z.infer<typeof learnersExportQuerySchema>;

export const learnerRowSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  zone: z.string().nullable(),
  branch: z.string().nullable(),
  department: z.string().nullable(),
  status: z.enum(LEARNER_STATUSES),
  progress: z.number(),
  score: z.number(),
  timeSpent: z.number(),
  completedAt: z.string().nullable(),
});
export type LearnerRow = z.infer<typeof learnerRowSchema>;

export const learnersPageSchema = z.object({
  learners: z.array(learnerRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type LearnersPage = z.infer<typeof learnersPageSchema>;

/** The export's columns, in order: the learners table as a spreadsheet. */
export const LEARNER_EXPORT_COLUMNS = [
  'username',
  'name',
  'email',
  'company',
  'zone',
  'branch',
  'department',
  'status',
  'progress',
  'score',
  'timeSpent',
  'completedAt',
] as const satisfies readonly (keyof LearnerRow)[];

export const statusSplitSchema = z.object({
  not_started: z.number(),
  in_progress: z.number(),
  completed: z.number(),
  failed: z.number(),
});

export const courseSummarySchema = z.object({
  courseId: z.string(),
  name: z.string(),
  enrolled: z.number(),
  started: z.number(),
  completed: z.number(),
  failed: z.number(),
  completionRate: z.number(),
  averageScore: z.number().nullable(),
  averageTimeSpent: z.number(),
  statuses: statusSplitSchema,
  completionsByDay: z.array(z.object({ day: z.string(), completed: z.number() })),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const deckFunnelSchema = z.object({
  deckId: z.string(),
  topicId: z.string(),
  topicName: z.string(),
  name: z.string(),
  category: z.string(),
  started: z.number(),
  completed: z.number(),
  failed: z.number(),
  averageScore: z.number().nullable(),
  averageTimeSpent: z.number(),
});
export type DeckFunnel = z.infer<typeof deckFunnelSchema>;
export const contentFunnelSchema = z.object({ enrolled: z.number(), decks: z.array(deckFunnelSchema) });
export type ContentFunnel = z.infer<typeof contentFunnelSchema>;

export const answerCountSchema = z.object({ answer: z.string(), label: z.string(), count: z.number() });
export const questionStatsSchema = z.object({
  questionId: z.string(),
  prompt: z.string(),
  type: z.string(),
  responses: z.number(),
  correct: z.number(),
  percentCorrect: z.number().nullable(),
  answers: z.array(answerCountSchema),
});
export type QuestionStats = z.infer<typeof questionStatsSchema>;
export const deckQuestionsSchema = z.object({
  deckId: z.string(),
  name: z.string(),
  category: z.string(),
  questions: z.array(questionStatsSchema),
  /** Learners per score band of ten (0-9, 10-19, ... 90-100), quizzes only. */
  scoreHistogram: z.array(z.object({ from: z.number(), to: z.number(), learners: z.number() })),
});
export type DeckQuestions = z.infer<typeof deckQuestionsSchema>;

export const groupedResponsesSchema = z.object({
  groupBy: z.enum(RESPONSE_GROUPS),
  groups: z.array(
    z.object({
      group: z.string(),
      questionId: z.string(),
      responses: z.number(),
      correct: z.number(),
    }),
  ),
});

export const learnerResponseSchema = z.object({
  userId: z.string(),
  name: z.string(),
  questionId: z.string(),
  response: z.unknown(),
  correct: z.boolean(),
  answeredAt: z.string(),
});
export type LearnerResponse = z.infer<typeof learnerResponseSchema>;
/**
 * A page of answers (analytics/questions/{deckId}/responses/learners and an article's responses):
 * optionally one question's only, and searched in the answers' text (free-text answers).
 */
export const responsesQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, 'At most 200 rows a page').default(25),
  questionId: z.string().trim().min(1).max(100, 'Question id is at most 100 characters').optional(),
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
});
export type ResponsesQuery = z.infer<typeof responsesQuerySchema>;
export const responsesPageSchema = z.object({
  responses: z.array(learnerResponseSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const itemProgressSchema = z.object({
  scope: z.string(),
  itemId: z.string(),
  name: z.string(),
  courseId: z.string().nullable(),
  status: z.enum(LEARNER_STATUSES),
  progress: z.number(),
  score: z.number(),
  points: z.number(),
  timeSpent: z.number(),
  attempts: z.number(),
  completedAt: z.string().nullable(),
});
export type ItemProgress = z.infer<typeof itemProgressSchema>;

export const learnerCourseDetailSchema = z.object({
  course: itemProgressSchema,
  topics: z.array(itemProgressSchema),
  decks: z.array(itemProgressSchema),
});
export type LearnerCourseDetail = z.infer<typeof learnerCourseDetailSchema>;

export const certificateRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  learnerName: z.string(),
  title: z.string(),
  issuedAt: z.string(),
  verifyPath: z.string(),
});
export type CertificateRow = z.infer<typeof certificateRowSchema>;
