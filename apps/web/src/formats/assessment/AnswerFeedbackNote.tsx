import type { AnswerFeedback } from '@lp/shared/formats/interactive';
import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Right or wrong and the explanation, after the learner answered (feedback on). */
export function AnswerFeedbackNote({ feedback }: { feedback: AnswerFeedback | 'unavailable' }) {
  const { t } = useTranslation('formatsInteractive');
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
      {feedback.explanation && <Text size="sm">{feedback.explanation}</Text>}
    </Alert>
  );
}
