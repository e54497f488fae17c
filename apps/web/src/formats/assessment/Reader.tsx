import type { ResponseValue } from '@lp/shared/formats/assessment';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../lib/use-countdown.ts';
import type { ReaderOutcome, ReaderProps } from '../reader-props.ts';
import { AssessmentResult } from './AssessmentResult.tsx';
import { QuestionInput } from './QuestionInput.tsx';
import {
  buildResponses,
  initialResponse,
  isAnswered,
  type LearnerQuestion,
  normalizeResponse,
  pickQuestions,
  questionsOf,
} from './questions.ts';

type Answers = Record<string, ResponseValue | undefined>;

const startingAnswers = (asked: LearnerQuestion[]): Answers =>
  Object.fromEntries(asked.map((question) => [question.id, initialResponse(question)]));

/**
 * Assessment: one question at a time (single and multiple choice, true/false, fill in the blank,
 * ordering). It never sees an answer key: Submit sends the responses and the asked question ids,
 * and the result shown is the deck record the server scored.
 */
export function Reader({ content, settings, record, onComplete, onRespond, onRestart }: ReaderProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(() => pickQuestions(questionsOf(content), settings));
  const [answers, setAnswers] = useState(() => startingAnswers(asked));
  const [index, setIndex] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const timerSeconds = settings?.questionTimerSeconds ?? 0;
  const { secondsLeft, restart } = useCountdown();
  const timerArmed = useRef(false);

  const question = asked[index];
  const isLast = index === asked.length - 1;
  const answer = question ? answers[question.id] : undefined;
  const canMoveOn = isAnswered(answer) || Boolean(settings?.skipping);

  const submit = async (final: Answers) => {
    setSubmitting(true);
    const result = await onComplete({
      responses: buildResponses(asked, final),
      askedQuestionIds: asked.map((q) => q.id),
    });
    setSubmitting(false);
    setOutcome(result);
  };

  const advance = () => {
    if (!question || submitting || outcome) return;
    const response = normalizeResponse(answer);
    if (response !== undefined) onRespond?.(question.id, response);
    if (isLast) void submit(answers);
    else setIndex(index + 1);
  };

  // SPEC §3 "question timer in seconds (0 unlimited)": each question (index) gets its own countdown.
  useEffect(() => {
    if (timerSeconds <= 0 || outcome || index < 0) return;
    restart(timerSeconds);
  }, [index, outcome, timerSeconds, restart]);

  const advanceRef = useRef(advance);
  advanceRef.current = advance;
  useEffect(() => {
    if (secondsLeft > 0) {
      timerArmed.current = true;
      return;
    }
    if (!timerArmed.current) return;
    timerArmed.current = false;
    advanceRef.current();
  }, [secondsLeft]);

  const retry = () => {
    const next = pickQuestions(questionsOf(content), settings);
    onRestart?.();
    setAsked(next);
    setAnswers(startingAnswers(next));
    setIndex(0);
    setOutcome(null);
  };

  const attemptsAllowed = settings?.attemptsAllowed ?? 0;
  const attemptsUsed = (outcome?.status === 'sent' ? outcome.record?.viewAttempts : undefined) ?? 0;
  const canRetry =
    attemptsAllowed === 0 || Math.max(attemptsUsed, record?.viewAttempts ?? 0) < attemptsAllowed;

  if (outcome) {
    return <AssessmentResult outcome={outcome} settings={settings} onRetry={canRetry ? retry : undefined} />;
  }
  if (!question) return <Text c="dimmed">{t('reader.empty')}</Text>;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('reader.quiz.position', { position: index + 1, total: asked.length })}
        </Text>
        {timerSeconds > 0 && (
          <Badge
            variant="light"
            color={secondsLeft <= 5 ? 'red' : 'gray'}
            leftSection={<IconClock size={14} />}
          >
            {t('reader.quiz.timeLeft', { seconds: secondsLeft })}
          </Badge>
        )}
      </Group>
      <Progress value={(index / asked.length) * 100} aria-hidden />
      <QuestionInput
        key={question.id}
        question={question}
        value={answer}
        onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
      />
      <Group justify="space-between">
        {settings?.navigation !== false && index > 0 ? (
          <Button variant="default" onClick={() => setIndex(index - 1)} disabled={submitting}>
            {t('reader.quiz.previous')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={advance} disabled={!canMoveOn} loading={submitting}>
          {isLast ? t('reader.quiz.submit') : t('reader.quiz.next')}
        </Button>
      </Group>
    </Stack>
  );
}
