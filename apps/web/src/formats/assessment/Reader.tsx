import type { ResponseValue } from '@lp/shared/formats/assessment';
import type { AnswerFeedback } from '@lp/shared/formats/interactive';
import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconClock, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../lib/use-countdown.ts';
import { useCheckAnswer } from '../kit/questions/check-answer.ts';
import { QuestionInput } from '../kit/questions/QuestionInput.tsx';
import {
  buildResponses,
  initialResponse,
  isAnswered,
  type LearnerQuestion,
  normalizeResponse,
  pickQuestions,
  questionsOf,
} from '../kit/questions/questions.ts';
import { useFocusOnChange } from '../kit/reader/use-focus-on-change.ts';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';
import { AnswerFeedbackNote } from './AnswerFeedbackNote.tsx';
import { AssessmentResult } from './AssessmentResult.tsx';
import { ProctorIntro } from './ProctorIntro.tsx';
import { useProctor } from './use-proctor.ts';

type Answers = Record<string, ResponseValue | undefined>;
type Verdicts = Record<string, AnswerFeedback | 'unavailable'>;

const startingAnswers = (asked: LearnerQuestion[]): Answers =>
  Object.fromEntries(asked.map((question) => [question.id, initialResponse(question)]));

/**
 * Assessment: one question at a time (single and multiple choice, true/false, fill in the blank,
 * ordering). It never sees an answer key: with feedback on, the server judges each answer once
 * (and stores it); Submit sends the responses and the asked question ids, and the result shown is
 * the deck record the server scored.
 */
export function Reader({ deckId, content, settings, record, onComplete, onRespond, onRestart }: ReaderProps) {
  const { t } = useTranslation();
  const { t: tx } = useTranslation('formatsInteractive');
  const [asked, setAsked] = useState(() => pickQuestions(questionsOf(content), settings));
  const [answers, setAnswers] = useState(() => startingAnswers(asked));
  const [verdicts, setVerdicts] = useState<Verdicts>({});
  const [index, setIndex] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const proctored = Boolean(settings?.proctor);
  const [started, setStarted] = useState(!proctored);
  const proctor = useProctor(proctored && started && !outcome);
  const check = useCheckAnswer(deckId);
  const timerSeconds = settings?.questionTimerSeconds ?? 0;
  const { secondsLeft, restart } = useCountdown();
  const timerArmed = useRef(false);
  // Feedback needs the server's verdict, so it works for a saved deck only.
  const feedbackOn = Boolean(settings?.feedback && deckId);

  const question = asked[index];
  const isLast = index === asked.length - 1;
  const answer = question ? answers[question.id] : undefined;
  const verdict = question ? verdicts[question.id] : undefined;
  const canMoveOn = isAnswered(answer) || Boolean(settings?.skipping);
  const awaitingCheck = feedbackOn && !verdict && isAnswered(answer);

  const submit = async (final: Answers) => {
    setSubmitting(true);
    const result = await onComplete({
      responses: buildResponses(asked, final),
      askedQuestionIds: asked.map((q) => q.id),
      ...(proctored ? { proctor: proctor.counts } : {}),
    });
    setSubmitting(false);
    proctor.exitFullscreen();
    setOutcome(result);
  };

  const advance = () => {
    if (!question || submitting || outcome) return;
    const response = normalizeResponse(answer);
    // A judged answer is already stored on the server.
    if (response !== undefined && !verdict) onRespond?.(question.id, response);
    if (isLast) void submit(answers);
    else setIndex(index + 1);
  };

  const checkAnswer = async () => {
    const response = normalizeResponse(answer);
    if (!question || response === undefined) return;
    try {
      const feedback = await check.mutateAsync({ questionId: question.id, response });
      setVerdicts((current) => ({ ...current, [question.id]: feedback }));
    } catch {
      onRespond?.(question.id, response);
      setVerdicts((current) => ({ ...current, [question.id]: 'unavailable' }));
    }
  };

  // SPEC §3 "question timer in seconds (0 unlimited)": each question (index) gets its own countdown.
  useEffect(() => {
    if (timerSeconds <= 0 || outcome || !started || index < 0) return;
    restart(timerSeconds);
  }, [index, outcome, started, timerSeconds, restart]);

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
    setVerdicts({});
    setIndex(0);
    setOutcome(null);
    proctor.reset();
    setStarted(!proctored);
  };

  const attemptsAllowed = settings?.attemptsAllowed ?? 0;
  const attemptsUsed = Math.max(
    (outcome?.status === 'sent' ? outcome.record?.viewAttempts : undefined) ?? 0,
    record?.viewAttempts ?? 0,
  );
  const canRetry = attemptsAllowed === 0 || attemptsUsed < attemptsAllowed;
  const questionStart = useFocusOnChange<HTMLParagraphElement>(index);
  const resultStart = useFocusOnChange<HTMLDivElement>(outcome);

  if (outcome) {
    return (
      <div ref={resultStart} tabIndex={-1} style={{ outline: 'none' }}>
        <AssessmentResult outcome={outcome} settings={settings} onRetry={canRetry ? retry : undefined} />
      </div>
    );
  }
  if (!canRetry) {
    return (
      <Alert color="gray" icon={<IconLock size={18} />} role="status">
        {tx('quiz.noAttemptsLeft', { count: attemptsAllowed })}
      </Alert>
    );
  }
  if (!question) return <Text c="dimmed">{t('reader.empty')}</Text>;
  if (!started) {
    return (
      <ProctorIntro
        onStart={() => {
          void proctor.enterFullscreen();
          setStarted(true);
        }}
      />
    );
  }
  const locked = Boolean(verdict);
  const leftCount = proctor.counts.tabSwitches + proctor.counts.fullscreenExits;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm" c="dimmed" ref={questionStart} tabIndex={-1}>
            {t('reader.quiz.position', { position: index + 1, total: asked.length })}
          </Text>
          {settings?.finalExam && <Badge variant="outline">{tx('quiz.finalExam')}</Badge>}
          {attemptsAllowed > 0 && (
            <Badge variant="light" color="gray" tt="none">
              {tx('quiz.attemptsLeft', { count: attemptsAllowed - attemptsUsed })}
            </Badge>
          )}
        </Group>
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
      {proctored && leftCount > 0 && (
        <Alert color="orange" role="alert">
          {tx('quiz.proctorWarning', { count: leftCount })}
        </Alert>
      )}
      <Progress value={(index / asked.length) * 100} aria-hidden />
      <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <QuestionInput
          key={question.id}
          question={question}
          value={answer}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
        />
      </fieldset>
      {verdict && <AnswerFeedbackNote feedback={verdict} />}
      <Group justify="space-between">
        {settings?.navigation !== false && index > 0 ? (
          <Button variant="default" onClick={() => setIndex(index - 1)} disabled={submitting}>
            {t('reader.quiz.previous')}
          </Button>
        ) : (
          <span />
        )}
        {awaitingCheck ? (
          <Button onClick={checkAnswer} loading={check.isPending}>
            {tx('quiz.check')}
          </Button>
        ) : (
          <Button onClick={advance} disabled={!canMoveOn} loading={submitting}>
            {isLast ? t('reader.quiz.submit') : t('reader.quiz.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
