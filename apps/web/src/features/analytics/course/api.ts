import {
  type ContentFunnel,
  type CourseSummary,
  type DeckQuestions,
  type LearnersPage,
  SEGMENT_FIELDS,
  type SegmentField,
} from '@lp/shared/analytics/course';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadApiFile } from '../../../lib/save-file.ts';

export interface LearnerFilters {
  scope: string;
  search: string;
  page: number;
  /** Exact values of segmentation details; empty ones filter nothing. */
  segments: Partial<Record<SegmentField, string>>;
  /** The date-of-joining range (YYYY-MM-DD), either end open. */
  joined: [string | null, string | null];
}

export const NO_LEARNER_FILTERS: LearnerFilters = {
  scope: 'all',
  search: '',
  page: 1,
  segments: {},
  joined: [null, null],
};

/** The learners call's query string: the page (unless exporting), the search and the filters. */
export function learnersQuery(filters: LearnerFilters, page = true) {
  const params = new URLSearchParams(page ? { page: String(filters.page), pageSize: '25' } : {});
  if (filters.search) params.set('search', filters.search);
  for (const field of SEGMENT_FIELDS) {
    const value = filters.segments[field]?.trim();
    if (value) params.set(field, value);
  }
  const [joinedFrom, joinedTo] = filters.joined;
  if (joinedFrom) params.set('joinedFrom', joinedFrom);
  if (joinedTo) params.set('joinedTo', joinedTo);
  return params.toString();
}

/** GET analytics/courses/{id}/summary */
export function useCourseSummary(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'summary'],
    queryFn: ({ signal }): Promise<CourseSummary> =>
      api.get<CourseSummary>(`analytics/courses/${courseId}/summary`, { signal }),
  });
}

/** GET analytics/{userId}/{courseId}/learners/{scope}: one page of the learners table. */
export function useCourseLearners(userId: string, courseId: string, filters: LearnerFilters) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'learners', filters],
    queryFn: ({ signal }): Promise<LearnersPage> =>
      api.get<LearnersPage>(
        `analytics/${userId}/${courseId}/learners/${filters.scope}?${learnersQuery(filters)}`,
        { signal },
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
    `analytics/${userId}/${courseId}/learners/${filters.scope}/export/${format}?${learnersQuery(filters, false)}`,
    `learners.${format}`,
  );
}

/** GET analytics/courses/{id}/content: each deck's funnel. */
export function useContentFunnel(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'content'],
    queryFn: ({ signal }): Promise<ContentFunnel> =>
      api.get<ContentFunnel>(`analytics/courses/${courseId}/content`, { signal }),
  });
}

/** GET analytics/courses/{id}/questions?category=assessment: per-question distributions, hardest first. */
export function useQuizQuestions(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'quizzes'],
    queryFn: ({ signal }): Promise<DeckQuestions[]> =>
      api.get<DeckQuestions[]>(`analytics/courses/${courseId}/questions?category=assessment`, { signal }),
  });
}
