import { podcastContentSchema } from '@lp/shared/formats/media';
import { Group, Image, NavLink, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPlayer, type PlayerHandle } from '../kit/media/MediaPlayer.tsx';
import { useWatchProgress } from '../kit/media/use-watch-progress.ts';
import { WatchedBar } from '../kit/media/WatchedBar.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';
import { clockOf } from './clock.ts';

const SPEEDS = ['0.75', '1', '1.25', '1.5', '2'];

/** Podcast: an audio player with chapters to jump to and a playback speed; listening to the end completes it. */
export function Reader({ name, content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const player = useRef<PlayerHandle>(null);
  const [speed, setSpeed] = useState('1');
  const speedId = useId();
  const [now, setNow] = useState(0);
  const watch = useWatchProgress(onComplete, { reportOnLeave: false });
  const parsed = podcastContentSchema.safeParse(content);
  if (!parsed.success) return <Text c="dimmed">{t('empty')}</Text>;
  const podcast = parsed.data;
  const chapters = [...podcast.chapters].sort((a, b) => a.at - b.at);
  const current = chapters.findLast((chapter) => chapter.at <= now);

  const changeSpeed = (next: string) => {
    setSpeed(next);
    player.current?.setRate(Number(next));
  };

  return (
    <Stack gap="md">
      <Group align="flex-start" wrap="nowrap">
        {podcast.cover && (
          <Image
            src={podcast.cover}
            alt={t('podcast.cover', { name })}
            w={120}
            h={120}
            radius="md"
            fit="cover"
          />
        )}
        {podcast.description && <Text style={{ whiteSpace: 'pre-line' }}>{podcast.description}</Text>}
      </Group>
      <MediaPlayer
        url={podcast.url}
        kind="audio"
        title={name}
        handleRef={player}
        onTime={(seconds, duration) => {
          setNow(seconds);
          watch.onTime(seconds, duration);
        }}
        onEnded={watch.onEnded}
      />
      <Group gap="sm">
        <Text size="sm" id={speedId}>
          {t('podcast.speed')}
        </Text>
        <SegmentedControl
          aria-labelledby={speedId}
          value={speed}
          onChange={changeSpeed}
          data={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
          size="xs"
        />
      </Group>
      {chapters.length > 0 && (
        <nav aria-label={t('podcast.chapters')}>
          <Title order={2} size="h5" mb="xs">
            {t('podcast.chapters')}
          </Title>
          {chapters.map((chapter) => (
            <NavLink
              key={`${chapter.at}-${chapter.title}`}
              component="button"
              label={chapter.title}
              description={clockOf(chapter.at)}
              active={chapter === current}
              aria-current={chapter === current ? 'true' : undefined}
              leftSection={<IconPlayerPlay size={14} />}
              onClick={() => {
                player.current?.seek(chapter.at);
                player.current?.play();
              }}
            />
          ))}
        </nav>
      )}
      <WatchedBar
        label="player.listened"
        percentage={watch.percentage}
        before={record?.viewedPercentage ?? 0}
        outcome={watch.outcome}
      />
    </Stack>
  );
}
