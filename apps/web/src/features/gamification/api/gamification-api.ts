import type { CourseCard } from '@lp/shared/content/catalog';
import type {
  Leaderboard,
  LeaderboardWindow,
  myProfileSchema,
  SEGMENT_FIELDS,
} from '@lp/shared/gamification/index';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type SegmentField = (typeof SEGMENT_FIELDS)[number];
export interface Segment {
  field: SegmentField;
  value: string;
}

export type MyProfile = z.output<typeof myProfileSchema>;

/** The query string of a leaderboard call: the window, then the segment when one is chosen. */
export function leaderboardSearch(window: LeaderboardWindow, segment: Segment | null): string {
  const params = new URLSearchParams({ window });
  if (segment) {
    params.set('segmentField', segment.field);
    params.set('segmentValue', segment.value);
  }
  return params.toString();
}

/** GET leaderboards/appleaderboard: the team's board for a window, optionally within one segment. */
export function leaderboardQueryOptions(window: LeaderboardWindow, segment: Segment | null) {
  return queryOptions({
    queryKey: ['leaderboard', 'app', window, segment?.field ?? null, segment?.value ?? null],
    queryFn: ({ signal }) =>
      api.get<Leaderboard>(`leaderboards/appleaderboard?${leaderboardSearch(window, segment)}`, { signal }),
  });
}

export function useLeaderboard(window: LeaderboardWindow, segment: Segment | null) {
  return useQuery(leaderboardQueryOptions(window, segment));
}

export const myProfileKey = (userId: string) => ['users', userId, 'myprofile'] as const;

/** GET users/{id}/myprofile: points, coins, level, stage, rank and achievements. */
export function useMyProfile(userId: string | undefined) {
  return useQuery({
    queryKey: myProfileKey(userId ?? ''),
    queryFn: ({ signal }) => api.get<MyProfile>(`users/${userId}/myprofile`, { signal }),
    enabled: Boolean(userId),
  });
}

export interface PointsDay {
  day: string;
  points: number;
  coins: number;
  total: number;
}

/** GET analytics/{userId}/pointsHistory: points and coins per day with the running total, oldest first. */
export function usePointsHistory(userId: string | undefined) {
  return useQuery({
    queryKey: ['analytics', userId ?? '', 'pointsHistory'],
    queryFn: ({ signal }) => api.get<PointsDay[]>(`analytics/${userId}/pointsHistory`, { signal }),
    enabled: Boolean(userId),
  });
}

/** GET courses/{id}/leaderboards/show: one course's (or contest's) board for a window. */
export function useCourseLeaderboard(courseId: string, enabled: boolean, window: LeaderboardWindow = 'all') {
  return useQuery({
    queryKey: ['leaderboard', 'course', courseId, window],
    queryFn: ({ signal }) =>
      api.get<Leaderboard>(`courses/${courseId}/leaderboards/show?window=${window}`, { signal }),
    enabled,
  });
}

/** GET contests/list: the team's contests as course cards (403 while contests are off). */
export function useContests(enabled: boolean) {
  return useQuery({
    queryKey: ['contests', 'list'],
    queryFn: ({ signal }) => api.get<CourseCard[]>('contests/list', { signal }),
    enabled,
  });
}

/**
 * After the tracker applied new states: the learner's level, points and rank, the leaderboards and
 * the points history are fetched again, so the screen shows them at once (and a new level is
 * celebrated).
 */
export function refreshAfterProgress(queryClient: QueryClient, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: myProfileKey(userId) });
  void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
  void queryClient.invalidateQueries({ queryKey: ['analytics', userId, 'pointsHistory'] });
}
