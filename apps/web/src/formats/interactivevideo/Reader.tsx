import type { ResponseValue } from '@lp/shared/formats/assessment';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPlayer, type PlayerHandle } from '../kit/media/MediaPlayer.tsx';
import { useWatchProgress } from '../kit/media/use-watch-progress.ts';
import { WatchedBar } from '../kit/media/WatchedBar.tsx';
import { QuestionInput } from '../kit/questions/QuestionInput.tsx';
import { isAnswered, normalizeResponse } from '../kit/questions/questions.ts';
import type { ReaderProps } from '../kit/reader-props.ts';
import { cuesOf, dueCue, type VideoCue } from './cues.ts';

/**
 * Interactive video: the video pauses at each question's time; the answer goes to the server
 * (onRespond) and playback resumes. Finishing the video with every question answered completes it.
 */
export function Reader({ name, content, record, onComplete, onRespond }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const cues = useMemo(() => cuesOf(content), [content]);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<VideoCue | null>(null);
  const [response, setResponse] = useState<ResponseValue | undefined>(undefined);
  const player = useRef<PlayerHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const finishedVideo = useRef(false);
  /** The length of the video, once known. */
  const length = useRef(0);
  const watch = useWatchProgress(onComplete, { reportOnLeave: false });
  const url = typeof content.url === 'string' ? content.url : '';
  const description = typeof content.description === 'string' ? content.description : '';

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  /** Pauses at a question and opens it. */
  const ask = (cue: VideoCue) => {
    player.current?.pause();
    player.current?.seek(cue.at);
    setResponse(cue.question.type === 'ordering' ? cue.question.options.map((o) => o.id) : undefined);
    setOpen(cue);
  };

  const onTime = (seconds: number, duration: number) => {
    if (Number.isFinite(duration) && duration > 0) length.current = duration;
    watch.onTime(seconds, duration);
    if (open) return;
    const due = dueCue(cues, answered, seconds);
    if (due) ask(due);
  };

  const onEnded = (duration: number) => {
    length.current = duration;
    finishedVideo.current = true;
    const due = dueCue(cues, answered, duration);
    if (due) ask(due);
    else watch.onEnded(duration);
  };

  const submit = () => {
    const value = normalizeResponse(response);
    if (!open || value === undefined) return;
    onRespond?.(open.question.id, value);
    const next = new Set(answered).add(open.question.id);
    setAnswered(next);
    setOpen(null);
    if (!finishedVideo.current) return player.current?.play();
    // The video already ended (the learner sought to the end): ask what is left, then complete.
    const due = dueCue(cues, next, length.current);
    if (due) ask(due);
    else watch.onEnded(length.current);
  };

  if (!url || cues.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="md">
      <MediaPlayer url={url} kind="video" title={name} onTime={onTime} onEnded={onEnded} handleRef={player} />
      {open && (
        <Paper withBorder p="lg" radius="md" role="group" aria-labelledby={titleId}>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
                {t('interactive.questionTitle')}
              </Title>
              <Badge variant="light">
                {t('interactive.progress', { answered: answered.size, total: cues.length })}
              </Badge>
            </Group>
            <QuestionInput question={open.question} value={response} onChange={setResponse} />
            <Group>
              <Button onClick={submit} disabled={!isAnswered(response)}>
                {t('interactive.answerAndContinue')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {!open && (
        <Text size="sm" c="dimmed">
          {t('interactive.progress', { answered: answered.size, total: cues.length })}
        </Text>
      )}
      <WatchedBar
        percentage={watch.percentage}
        before={record?.viewedPercentage ?? 0}
        outcome={watch.outcome}
      />
      {description && <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>}
    </Stack>
  );
}
