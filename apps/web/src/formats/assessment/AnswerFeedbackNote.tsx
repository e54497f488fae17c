import type { AnswerFeedback } from '@lp/shared/formats/interactive';
import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Right or wrong and the explanation, after the learner answered (feedback on). */
export function AnswerFeedbackNote({ feedback }: { feedback: AnswerFeedback | 'unavailable' }) {
  const { t } = useTranslation('formatsInteractive');
  // True/false questions name their answer with the reader's own words for true and false.
  const answerText = (text: string) =>
    text === 'true' ? t('quiz.true') : text === 'false' ? t('quiz.false') : text;
  if (feedback === 'unavailable') {
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />} role="status">
        {t('quiz.feedbackUnavailable')}
      </Alert>
    );
  }
  return (
    <Alert
      color={feedback.correct ? 'green' : 'red'}
      icon={feedback.correct ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
      title={feedback.correct ? t('quiz.correct') : t('quiz.incorrect')}
      role="status"
    >
      {!feedback.correct && feedback.correctAnswer && feedback.correctAnswer.length > 0 && (
        <Text size="sm" fw={600} data-testid="correct-answer">
          {t('quiz.rightAnswer', { answer: feedback.correctAnswer.map(answerText).join(', ') })}
        </Text>
      )}
      {feedback.explanation && <Text size="sm">{feedback.explanation}</Text>}
    </Alert>
  );
}
