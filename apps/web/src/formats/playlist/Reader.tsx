import { playlistContentSchema } from '@lp/shared/formats/media';
import { Group, NavLink, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconHeadphones, IconVideo } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPlayer } from '../kit/media/MediaPlayer.tsx';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';

/**
 * Playlist: videos and recordings played one after the other (or picked from the list); each that
 * plays to its end is done, and the playlist is complete when every item is done.
 */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const reported = useRef(false);
  const progressId = useId();
  const parsed = playlistContentSchema.safeParse(content);
  if (!parsed.success) return <Text c="dimmed">{t('empty')}</Text>;
  const items = parsed.data.items;
  const item = items[index] ?? items[0];
  if (!item) return null;

  const onEnded = () => {
    const next = new Set(done).add(index);
    setDone(next);
    if (next.size === items.length && !reported.current) {
      reported.current = true;
      void onComplete({ viewedPercentage: 100 }).then(setOutcome);
    }
    const following = items.findIndex((_, i) => i > index && !next.has(i));
    if (following >= 0) setIndex(following);
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {item.title}
      </Title>
      <MediaPlayer
        key={index}
        url={item.url}
        kind={item.kind}
        title={item.title}
        autoPlay={done.size > 0}
        onTime={() => undefined}
        onEnded={onEnded}
      />
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" id={progressId}>
            {t('playlist.progress', { done: done.size, total: items.length })}
          </Text>
          {record?.completion && (
            <Text size="sm" c="dimmed">
              {t('playlist.doneBefore')}
            </Text>
          )}
        </Group>
        {/* The progressbar role sits on the section, so the section carries the name. */}
        <Progress.Root size="sm">
          <Progress.Section value={(done.size / items.length) * 100} aria-labelledby={progressId} />
        </Progress.Root>
      </Stack>
      <nav aria-label={t('playlist.items')}>
        {items.map((entry, i) => (
          <NavLink
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the position is their identity here
            key={i}
            component="button"
            label={entry.title}
            description={done.has(i) ? t('playlist.itemDone') : undefined}
            active={i === index}
            aria-current={i === index ? 'true' : undefined}
            leftSection={
              done.has(i) ? (
                <IconCircleCheck size={16} color="var(--mantine-color-green-6)" />
              ) : entry.kind === 'audio' ? (
                <IconHeadphones size={16} />
              ) : (
                <IconVideo size={16} />
              )
            }
            onClick={() => setIndex(i)}
          />
        ))}
      </nav>
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
