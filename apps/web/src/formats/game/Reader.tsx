import { LIMITS } from '@lp/shared/constants';
import { gameSecondsForLevel, type ResponseValue } from '@lp/shared/formats/assessment';
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type Icon, IconClock, IconDeviceGamepad2, IconTrophy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../lib/use-countdown.ts';
import { useCheckAnswer } from '../kit/questions/check-answer.ts';
import { QuestionInput } from '../kit/questions/QuestionInput.tsx';
import {
  initialResponse,
  isAnswered,
  normalizeResponse,
  pickQuestions,
  questionsOf,
} from '../kit/questions/questions.ts';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';

type Phase = 'ready' | 'playing' | 'over';

/** A screen's title with its icon (the game's rules, its end). */
function IconTitle({ icon: TitleIcon, children }: { icon: Icon; children: string }) {
  return (
    <Group gap="xs">
      <TitleIcon size={28} aria-hidden />
      <Title order={2} size="h3">
        {children}
      </Title>
    </Group>
  );
}

/**
 * Game: a timed quiz race over LIMITS.gameLevels levels, one question per level, each with less
 * time than the last. A wrong answer or running out of time ends the run. The server judges each
 * answer and, at the end, recomputes the level from the answers; the level sent is only a claim.
 */
export function Reader({ deckId, content, settings, record, onComplete, onRestart }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const [phase, setPhase] = useState<Phase>('ready');
  const [asked, setAsked] = useState(() =>
    pickQuestions(questionsOf(content), { shuffle: true, questionsPerQuiz: LIMITS.gameLevels }),
  );
  const [level, setLevel] = useState(0);
  const [responses, setResponses] = useState<Record<string, ResponseValue>>({});
  const [answer, setAnswer] = useState<ResponseValue | undefined>();
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const check = useCheckAnswer(deckId);
  const { secondsLeft, restart } = useCountdown();
  const armed = useRef(false);

  const question = asked[level];
  const seconds = gameSecondsForLevel(level + 1, LIMITS.gameDifficulty);

  const finish = async (reached: number, final: Record<string, ResponseValue>, shown: number) => {
    setPhase('over');
    armed.current = false;
    setOutcome(
      await onComplete({
        responses: final,
        askedQuestionIds: asked.slice(0, shown).map((q) => q.id),
        level: reached,
      }),
    );
  };

  const start = () => {
    setPhase('playing');
    setLevel(0);
    setAnswer(asked[0] ? initialResponse(asked[0]) : undefined);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: every level restarts its countdown.
  useEffect(() => {
    if (phase === 'playing') restart(seconds);
  }, [phase, level, seconds, restart]);

  const timeUp = useRef(() => {});
  timeUp.current = () => void finish(level, responses, level + 1);
  useEffect(() => {
    if (phase !== 'playing') return;
    if (secondsLeft > 0) armed.current = true;
    else if (armed.current) {
      armed.current = false;
      timeUp.current();
    }
  }, [secondsLeft, phase]);

  const lockIn = async () => {
    const response = normalizeResponse(answer);
    if (!question || response === undefined) return;
    const next = { ...responses, [question.id]: response };
    setResponses(next);
    armed.current = false;
    let correct = true;
    if (deckId) {
      try {
        correct = (await check.mutateAsync({ questionId: question.id, response })).correct;
      } catch {
        // Without a verdict the run goes on; the server still scores the answers at the end.
      }
    }
    const reached = correct ? level + 1 : level;
    if (!correct || reached >= asked.length) return finish(reached, next, level + 1);
    setLevel(reached);
    setAnswer(initialResponse(asked[reached] as (typeof asked)[number]));
  };

  const playAgain = () => {
    onRestart?.();
    setAsked(pickQuestions(questionsOf(content), { shuffle: true, questionsPerQuiz: LIMITS.gameLevels }));
    setResponses({});
    setOutcome(null);
    setPhase('ready');
  };

  const attemptsAllowed = settings?.attemptsAllowed ?? 0;
  const used = Math.max(
    record?.viewAttempts ?? 0,
    (outcome?.status === 'sent' && outcome.record?.viewAttempts) || 0,
  );
  const canPlay = attemptsAllowed === 0 || used < attemptsAllowed;

  if (asked.length === 0) return <Text c="dimmed">{t('game.empty')}</Text>;
  if (phase === 'ready') {
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" align="flex-start">
          <IconTitle icon={IconDeviceGamepad2}>{t('game.title')}</IconTitle>
          <Text>
            {t('game.rules', {
              levels: asked.length,
              seconds: gameSecondsForLevel(1, LIMITS.gameDifficulty),
            })}
          </Text>
          {record && record.score > 0 && (
            <Text c="dimmed">{t('game.best', { level: record.score / 10 })}</Text>
          )}
          {canPlay ? (
            <Button onClick={start}>{t('game.start')}</Button>
          ) : (
            <Text c="dimmed">{t('quiz.noAttemptsLeft', { count: attemptsAllowed })}</Text>
          )}
        </Stack>
      </Paper>
    );
  }
  if (phase === 'over') {
    const serverRecord = outcome?.status === 'sent' && !outcome.rejection ? outcome.record : null;
    return (
      <Stack gap="md">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="xs" align="flex-start">
            <IconTitle icon={IconTrophy}>{t('game.over')}</IconTitle>
            {serverRecord ? (
              <>
                <Text size="xl" fw={700}>
                  {t('game.best', { level: serverRecord.score / 10 })}
                </Text>
                <Text>{t('game.points', { points: serverRecord.points })}</Text>
              </>
            ) : (
              outcome && <OutcomeMessage outcome={outcome} />
            )}
          </Stack>
        </Paper>
        {outcome && canPlay && (
          <Group>
            <Button variant="default" onClick={playAgain}>
              {t('game.again')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  if (!question) return null;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Badge size="lg" variant="filled">
          {t('game.level', { level: level + 1, total: asked.length })}
        </Badge>
        <Badge
          variant="light"
          color={secondsLeft <= 5 ? 'red' : 'gray'}
          leftSection={<IconClock size={14} />}
        >
          {t('game.timeLeft', { seconds: secondsLeft })}
        </Badge>
      </Group>
      <Progress value={(secondsLeft / seconds) * 100} color={secondsLeft <= 5 ? 'red' : 'blue'} aria-hidden />
      <QuestionInput key={question.id} question={question} value={answer} onChange={setAnswer} />
      <Group justify="flex-end">
        <Button onClick={lockIn} disabled={!isAnswered(answer)} loading={check.isPending}>
          {t('game.lockIn')}
        </Button>
      </Group>
    </Stack>
  );
}
