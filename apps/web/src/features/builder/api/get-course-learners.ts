import type { CourseLearnersResponse } from '@lp/shared/content/enrolment';
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
  return api.get<CourseLearnersResponse>(`courses/${courseId}/learners/list?${params}`, { signal });
}

export function useCourseLearners(courseId: string, page: LearnersPage) {
  return useQuery({
    queryKey: [...builderKeys.learners(courseId), page.page, page.pageSize, page.search ?? ''],
    queryFn: ({ signal }) => getCourseLearners(courseId, page, signal),
    placeholderData: keepPreviousData,
  });
}
