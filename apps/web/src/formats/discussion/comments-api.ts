import {
  COMMENT_LIMITS,
  type Comment,
  type CommentCreateBody,
  type CommentList,
} from '@lp/shared/social/comments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Every cached comment page of one deck starts with this key. */
export const deckCommentsKey = (deckId: string) => ['decks', deckId, 'comments'] as const;

/** GET decks/{id}/comments: threads newest first (replies oldest first), one page of top-level comments. */
export async function getDeckComments(deckId: string, limit: number): Promise<CommentList> {
  return api.get<CommentList>(`decks/${deckId}/comments?page=1&limit=${limit}`);
}

export const deckCommentsQueryOptions = (deckId: string, limit: number) =>
  queryOptions({
    queryKey: [...deckCommentsKey(deckId), limit],
    queryFn: () => getDeckComments(deckId, limit),
  });

/** The first `limit` threads; raising the limit (up to the page maximum) shows older ones. */
export function useDeckComments(deckId: string, limit: number = COMMENT_LIMITS.pageDefault) {
  return useQuery(deckCommentsQueryOptions(deckId, Math.min(limit, COMMENT_LIMITS.pageMax)));
}

/** POST decks/{id}/comments/create: a comment, or a reply when parentId names a top-level one. */
export async function createDeckComment(deckId: string, body: CommentCreateBody): Promise<Comment> {
  return api.post<Comment>(`decks/${deckId}/comments/create`, body);
}

export function useCreateDeckComment(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentCreateBody) => createDeckComment(deckId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deckCommentsKey(deckId) }),
  });
}

/** POST decks/{id}/comments/{commentId}/delete: the author's or a builder's soft delete. */
export async function deleteDeckComment(deckId: string, commentId: string): Promise<Comment> {
  return api.post<Comment>(`decks/${deckId}/comments/${commentId}/delete`);
}

export function useDeleteDeckComment(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteDeckComment(deckId, commentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deckCommentsKey(deckId) }),
  });
}
