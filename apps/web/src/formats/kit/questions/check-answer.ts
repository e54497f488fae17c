import type { ResponseValue } from '@lp/shared/formats/assessment';
import type { AnswerFeedback } from '@lp/shared/formats/interactive';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST decks/{id}/questions/{questionId}/check: right or wrong, and the explanation (once per attempt). */
export function checkAnswer(
  deckId: string,
  questionId: string,
  response: ResponseValue,
): Promise<AnswerFeedback> {
  return api.post<AnswerFeedback>(`decks/${deckId}/questions/${encodeURIComponent(questionId)}/check`, {
    response,
  });
}

export function useCheckAnswer(deckId: string | undefined) {
  return useMutation({
    mutationFn: ({ questionId, response }: { questionId: string; response: ResponseValue }) =>
      checkAnswer(deckId ?? '', questionId, response),
  });
}
