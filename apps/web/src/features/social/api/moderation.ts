import {
  type ModerationCommentList,
  type ModerationPostList,
  type ModerationQuery,
  type MuteBody,
  type muteListSchema,
  type ReportList,
  type ReportStatus,
  SOCIAL_QUERY_ROOT,
} from '@lp/shared/social/index';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ModerationFilters = Pick<ModerationQuery, 'status' | 'authorId' | 'from' | 'to' | 'page'>;

function queryString(filters: ModerationFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export function useModerationPosts(filters: ModerationFilters) {
  return useQuery({
    queryKey: [SOCIAL_QUERY_ROOT, 'moderation', 'posts', filters],
    queryFn: () => api.get<ModerationPostList>(`social/moderation/posts?${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });
}

export function useModerationComments(filters: ModerationFilters) {
  return useQuery({
    queryKey: [SOCIAL_QUERY_ROOT, 'moderation', 'comments', filters],
    queryFn: () => api.get<ModerationCommentList>(`social/moderation/comments?${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });
}

export function useReports(status: ReportStatus) {
  return useQuery({
    queryKey: [SOCIAL_QUERY_ROOT, 'reports', status],
    queryFn: () => api.get<ReportList>(`social/reports?status=${status}`),
  });
}

export function useMutes() {
  return useQuery({
    queryKey: [SOCIAL_QUERY_ROOT, 'mutes'],
    queryFn: () => api.get<z.output<typeof muteListSchema>>('social/mutes'),
  });
}

/** Any moderation call: afterwards every social query (feed, lists, queue) is fetched again. */
function useModerationCall<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SOCIAL_QUERY_ROOT] }),
  });
}

export const useSetPostHidden = () =>
  useModerationCall(({ postId, hidden }: { postId: string; hidden: boolean }) =>
    api.post(`social/posts/${postId}/${hidden ? 'hide' : 'unhide'}`),
  );

export const useSetCommentHidden = () =>
  useModerationCall(({ postId, commentId, hidden }: { postId: string; commentId: string; hidden: boolean }) =>
    api.post(`social/posts/${postId}/comments/${commentId}/${hidden ? 'hide' : 'unhide'}`),
  );

export const useModeratorDeletePost = () =>
  useModerationCall((postId: string) => api.post(`social/posts/${postId}/delete`));

export const useModeratorDeleteComment = () =>
  useModerationCall(({ postId, commentId }: { postId: string; commentId: string }) =>
    api.post(`social/posts/${postId}/comments/${commentId}/delete`),
  );

export const useHandleReport = () =>
  useModerationCall(
    ({ reportId, action }: { reportId: string; action: 'dismiss' | 'none' | 'hide' | 'delete' }) =>
      action === 'dismiss'
        ? api.post(`social/reports/${reportId}/dismiss`)
        : api.post(`social/reports/${reportId}/resolve`, { action }),
  );

export const useMute = () =>
  useModerationCall(({ userId, body }: { userId: string; body: MuteBody }) =>
    api.post(`social/users/${userId}/mute`, body),
  );

export const useUnmute = () =>
  useModerationCall((userId: string) => api.post(`social/users/${userId}/unmute`));
