import type { UserSearchBody, UserSearchResponse } from '@lp/shared/content/enrolment';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

export type UserSearchInput = UserSearchBody['query'];

/** POST users/list/search: the team's users by text and segmentation details. */
export async function searchUsers(query: UserSearchInput, signal?: AbortSignal): Promise<UserSearchResponse> {
  return api.post<UserSearchResponse>('users/list/search', { query }, { signal });
}

export function useUserSearch(query: UserSearchInput, enabled = true) {
  return useQuery({
    queryKey: [...builderKeys.userSearch, query],
    queryFn: ({ signal }) => searchUsers(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface CourseRef {
  _id: string;
  name: string;
  kind: string;
}

/**
 * Whether one user is enrolled in each of the given courses: users/list/search answers `enrolled`
 * for the course it names, so one search per course, narrowed to the user's username.
 */
export function useUserEnrolments(user: { _id: string; username: string } | null, courses: CourseRef[]) {
  return useQueries({
    queries: courses.map((course) => ({
      queryKey: [...builderKeys.userSearch, 'enrolment', user?._id ?? '', course._id],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const result = await searchUsers(
          { text: user?.username, courseId: course._id, page: 1, pageSize: 100 },
          signal,
        );
        return { course, enrolled: result.users.find((found) => found._id === user?._id)?.enrolled ?? false };
      },
      enabled: user !== null,
    })),
  });
}
