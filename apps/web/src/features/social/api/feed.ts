import {
  type Feed,
  type LikeResult,
  type PostComment,
  type PostCommentBody,
  type PostCreateBody,
  type PostDetail,
  type ReportBody,
  SOCIAL_QUERY_ROOT,
  type SocialImage,
} from '@lp/shared/social/index';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const feedKey = [SOCIAL_QUERY_ROOT, 'feed'] as const;
export const postKey = (id: string) => [SOCIAL_QUERY_ROOT, 'post', id] as const;

/** GET social/feed: newest first, a page at a time (keyset cursor). */
export function useFeed() {
  return useInfiniteQuery({
    queryKey: feedKey,
    initialPageParam: '',
    queryFn: ({ pageParam }): Promise<Feed> =>
      api.get<Feed>(`social/feed${pageParam ? `?cursor=${pageParam}` : ''}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET social/posts/{id}: one post and its comments. */
export function usePost(id: string) {
  return useQuery({
    queryKey: postKey(id),
    queryFn: () => api.get<PostDetail>(`social/posts/${id}`),
    retry: false,
  });
}

/** Every cached social query refetches (the post changed for everyone). */
function useRefreshSocial() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [SOCIAL_QUERY_ROOT] });
}

/** POST social/images/create: an image for the post being written. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File): Promise<SocialImage> => {
      const form = new FormData();
      form.append('file', file);
      return api.post<SocialImage>('social/images/create', form);
    },
  });
}

export function useCreatePost() {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: (body: PostCreateBody): Promise<PostDetail> =>
      api.post<PostDetail>('social/posts/create', body),
    onSuccess: refresh,
  });
}

export function useComment(postId: string) {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: (body: PostCommentBody) =>
      api.post<PostComment>(`social/posts/${postId}/comments/create`, body),
    onSuccess: refresh,
  });
}

/** POST social/posts/{id}/like with the wanted state, so a double click cannot undo itself. */
export function useLike(postId: string) {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: (liked: boolean) => api.post<LikeResult>(`social/posts/${postId}/like`, { liked }),
    onSuccess: refresh,
  });
}

export function useDeletePost() {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: (postId: string) => api.post<{ message: string }>(`social/posts/${postId}/delete`),
    onSuccess: refresh,
  });
}

export function useDeleteComment(postId: string) {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: (commentId: string) =>
      api.post<{ message: string }>(`social/posts/${postId}/comments/${commentId}/delete`),
    onSuccess: refresh,
  });
}

export function useReportPost(postId: string) {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: (body: ReportBody) => api.post<{ message: string }>(`social/posts/${postId}/report`, body),
    onSuccess: refresh,
  });
}
