import { type CourseLearnersResponse, courseLearnersResponseSchema } from '@lp/shared/content/enrolment';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

export interface LearnersPage {
  page: number;
  pageSize: number;
  search?: string;
}

/** GET courses/{id}/learners/list?page=&pageSize=&search=: enrolled learners with their progress. */
export async function getCourseLearners(
  courseId: string,
  { page, pageSize, search }: LearnersPage,
  signal?: AbortSignal,
): Promise<CourseLearnersResponse> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) params.set('search', search);
  return courseLearnersResponseSchema.parse(
    await api.get<unknown>(`courses/${courseId}/learners/list?${params}`, { signal }),
  );
}

export function useCourseLearners(courseId: string, page: LearnersPage) {
  return useQuery({
    queryKey: [...builderKeys.learners(courseId), page.page, page.pageSize, page.search ?? ''],
    queryFn: ({ signal }) => getCourseLearners(courseId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export interface LearnerSummary {
  enrolled: number;
  started: number;
  completed: number;
  averagePercentage: number;
  /** True when the course has more learners than SPEC §9's large-userbase threshold (not summarised). */
  tooLarge: boolean;
}

const SUMMARY_PAGE_SIZE = 100;

/** Reads every page of the learners list and sums up progress; very large courses are not summarised. */
export async function getLearnerSummary(
  courseId: string,
  threshold: number,
  signal?: AbortSignal,
): Promise<LearnerSummary> {
  const first = await getCourseLearners(courseId, { page: 1, pageSize: SUMMARY_PAGE_SIZE }, signal);
  if (first.total > threshold)
    return { enrolled: first.total, started: 0, completed: 0, averagePercentage: 0, tooLarge: true };
  const learners = [...first.learners];
  const pages = Math.ceil(first.total / SUMMARY_PAGE_SIZE);
  for (let page = 2; page <= pages; page += 1) {
    learners.push(
      ...(await getCourseLearners(courseId, { page, pageSize: SUMMARY_PAGE_SIZE }, signal)).learners,
    );
  }
  const percentages = learners.map((learner) => Math.min(100, learner.progress.viewedPercentage));
  return {
    enrolled: first.total,
    started: learners.filter((learner) => learner.lastActivity !== null).length,
    completed: learners.filter((learner) => learner.progress.completion).length,
    averagePercentage: percentages.length
      ? Math.round(percentages.reduce((sum, value) => sum + value, 0) / percentages.length)
      : 0,
    tooLarge: false,
  };
}

export function useLearnerSummary(courseId: string, threshold: number) {
  return useQuery({
    queryKey: [...builderKeys.learners(courseId), 'summary'],
    queryFn: ({ signal }) => getLearnerSummary(courseId, threshold, signal),
  });
}
