import type {
  CertificateRow,
  DeckQuestions,
  LearnerCourseDetail,
  LearnerResponse,
} from '@lp/shared/analytics/course';
import type { ChecklistTicks, GameLevels } from '@lp/shared/analytics/interactive';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadApiFile } from '../../../lib/save-file.ts';

/** The analytics tabs beyond summary, learners, content and quizzes; and one learner's drill-down. */

export type QuestionCategory = 'survey' | 'rating' | 'poll';

/** GET analytics/courses/{id}/questions?category=...: answers per question of surveys, ratings, polls. */
export function useCourseQuestions(courseId: string, category: QuestionCategory) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'questions', category],
    queryFn: ({ signal }): Promise<DeckQuestions[]> =>
      api.get<DeckQuestions[]>(`analytics/courses/${courseId}/questions?category=${category}`, { signal }),
  });
}

/** GET analytics/courses/{id}/games: learners per best level reached. */
export function useCourseGames(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'games'],
    queryFn: ({ signal }): Promise<GameLevels[]> =>
      api.get<GameLevels[]>(`analytics/courses/${courseId}/games`, { signal }),
  });
}

/** GET analytics/courses/{id}/checklists: learners per item ticked. */
export function useCourseChecklists(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'checklists'],
    queryFn: ({ signal }): Promise<ChecklistTicks[]> =>
      api.get<ChecklistTicks[]>(`analytics/courses/${courseId}/checklists`, { signal }),
  });
}

/** GET analytics/courses/{id}/certificates: who got the course's certificates. */
export function useCourseCertificates(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'certificates'],
    queryFn: ({ signal }): Promise<CertificateRow[]> =>
      api.get<CertificateRow[]>(`analytics/courses/${courseId}/certificates`, { signal }),
  });
}

/** A file from the API (it needs the access-token header), saved through the browser. */
export const downloadFile = (path: string, fallbackName: string) => downloadApiFile(path, fallbackName);

/** GET analytics/{userId}/{courseId}/progress: one learner's course, topic and deck states. */
export function useLearnerCourseDetail(userId: string, courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'learner', userId],
    queryFn: ({ signal }): Promise<LearnerCourseDetail> =>
      api.get<LearnerCourseDetail>(`analytics/${userId}/${courseId}/progress`, { signal }),
  });
}

/** GET analytics/questions/{deckId}/{userId}/responses: one learner's answers in a deck. */
export function useLearnerResponses(deckId: string, userId: string) {
  return useQuery({
    queryKey: ['analytics', 'responses', deckId, userId],
    queryFn: ({ signal }): Promise<LearnerResponse[]> =>
      api.get<LearnerResponse[]>(`analytics/questions/${deckId}/${userId}/responses`, { signal }),
  });
}

export type Override =
  | { kind: 'deck'; deckId: string; completion: boolean }
  | { kind: 'course'; completion: boolean };

/**
 * The admin overrides of the progress module: PUT analytics/{userId}/{courseId}/{deckId}/learner
 * (a deck done, or back to nothing) and PUT courses/{courseId}/users/{userId}/completion.
 */
export function useLearnerOverride(userId: string, courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (override: Override) => {
      if (override.kind === 'course') {
        await api.put(`courses/${courseId}/users/${userId}/completion`, { completion: override.completion });
        return;
      }
      const done = override.completion;
      await api.put(`analytics/${userId}/${courseId}/${override.deckId}/learner`, {
        currentState: { completion: done, viewedPercentage: done ? 100 : 0, ...(done ? {} : { score: 0 }) },
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['analytics', 'course', courseId] }),
  });
}
