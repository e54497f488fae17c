import {
  type CertificateRow,
  certificateRowSchema,
  type DeckQuestions,
  deckQuestionsSchema,
  type LearnerCourseDetail,
  type LearnerResponse,
  learnerCourseDetailSchema,
  learnerResponseSchema,
} from '@lp/shared/analytics/course';
import {
  type ChecklistTicks,
  checklistTicksSchema,
  type GameLevels,
  gameLevelsSchema,
} from '@lp/shared/analytics/interactive';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadApiFile } from '../../../lib/save-file.ts';

/** The analytics tabs beyond summary, learners, content and quizzes; and one learner's drill-down. */

export type QuestionCategory = 'survey' | 'rating' | 'poll';

/** GET analytics/courses/{id}/questions?category=...: answers per question of surveys, ratings, polls. */
export function useCourseQuestions(courseId: string, category: QuestionCategory) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'questions', category],
    queryFn: async ({ signal }): Promise<DeckQuestions[]> =>
      deckQuestionsSchema
        .array()
        .parse(
          await api.get<unknown>(`analytics/courses/${courseId}/questions?category=${category}`, { signal }),
        ),
  });
}

/** GET analytics/courses/{id}/games: learners per best level reached. */
export function useCourseGames(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'games'],
    queryFn: async ({ signal }): Promise<GameLevels[]> =>
      gameLevelsSchema
        .array()
        .parse(await api.get<unknown>(`analytics/courses/${courseId}/games`, { signal })),
  });
}

/** GET analytics/courses/{id}/checklists: learners per item ticked. */
export function useCourseChecklists(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'checklists'],
    queryFn: async ({ signal }): Promise<ChecklistTicks[]> =>
      checklistTicksSchema
        .array()
        .parse(await api.get<unknown>(`analytics/courses/${courseId}/checklists`, { signal })),
  });
}

/** GET analytics/courses/{id}/certificates: who got the course's certificates. */
export function useCourseCertificates(courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'certificates'],
    queryFn: async ({ signal }): Promise<CertificateRow[]> =>
      certificateRowSchema
        .array()
        .parse(await api.get<unknown>(`analytics/courses/${courseId}/certificates`, { signal })),
  });
}

/** A file from the API (it needs the access-token header), saved through the browser. */
export const downloadFile = (path: string, fallbackName: string) => downloadApiFile(path, fallbackName);

/** GET analytics/{userId}/{courseId}/progress: one learner's course, topic and deck states. */
export function useLearnerCourseDetail(userId: string, courseId: string) {
  return useQuery({
    queryKey: ['analytics', 'course', courseId, 'learner', userId],
    queryFn: async ({ signal }): Promise<LearnerCourseDetail> =>
      learnerCourseDetailSchema.parse(
        await api.get<unknown>(`analytics/${userId}/${courseId}/progress`, { signal }),
      ),
  });
}

/** GET analytics/questions/{deckId}/{userId}/responses: one learner's answers in a deck. */
export function useLearnerResponses(deckId: string, userId: string) {
  return useQuery({
    queryKey: ['analytics', 'responses', deckId, userId],
    queryFn: async ({ signal }): Promise<LearnerResponse[]> =>
      learnerResponseSchema
        .array()
        .parse(await api.get<unknown>(`analytics/questions/${deckId}/${userId}/responses`, { signal })),
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
