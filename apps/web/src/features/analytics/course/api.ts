import {
  type ContentFunnel,
  type CourseSummary,
  contentFunnelSchema,
  courseSummarySchema,
  type DeckQuestions,
  deckQuestionsSchema,
  type LearnersPage,
  learnersPageSchema,
} from '@lp/shared/analytics/course';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadApiFile } from '../../../lib/save-file.ts';

export interface LearnerFilters {
  scope: string;
  search: string;
  page: number;
}

const query = (filters: LearnerFilters, page = true) =>
  new URLSearchParams({
    ...(page ? { page: String(filters.page), pageSize: '25' } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  }).toString();

/** GET analytics/courses/{id}/summary */
export function useCourseSummary(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'summary'],
    queryFn: async ({ signal }): Promise<CourseSummary> =>
      courseSummarySchema.parse(await api.get<unknown>(`analytics/courses/${courseId}/summary`, { signal })),
  });
}

/** GET analytics/{userId}/{courseId}/learners/{scope}: one page of the learners table. */
export function useCourseLearners(userId: string, courseId: string, filters: LearnerFilters) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'learners', filters],
    queryFn: async ({ signal }): Promise<LearnersPage> =>
      learnersPageSchema.parse(
        await api.get<unknown>(
          `analytics/${userId}/${courseId}/learners/${filters.scope}?${query(filters)}`,
          {
            signal,
          },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The learners table as a CSV or XLSX file (the export needs the access-token header). */
export async function downloadLearners(
  userId: string,
  courseId: string,
  filters: LearnerFilters,
  format: 'csv' | 'xlsx',
): Promise<void> {
  await downloadApiFile(
    `analytics/${userId}/${courseId}/learners/${filters.scope}/export/${format}?${query(filters, false)}`,
    `learners.${format}`,
  );
}

/** GET analytics/courses/{id}/content: each deck's funnel. */
export function useContentFunnel(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'content'],
    queryFn: async ({ signal }): Promise<ContentFunnel> =>
      contentFunnelSchema.parse(await api.get<unknown>(`analytics/courses/${courseId}/content`, { signal })),
  });
}

/** GET analytics/courses/{id}/questions?category=assessment: per-question distributions, hardest first. */
export function useQuizQuestions(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'quizzes'],
    queryFn: async ({ signal }): Promise<DeckQuestions[]> =>
      deckQuestionsSchema
        .array()
        .parse(
          await api.get<unknown>(`analytics/courses/${courseId}/questions?category=assessment`, { signal }),
        ),
  });
}
