import { videoContentSchema } from '@lp/shared/formats/media';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MediaPlayer } from '../kit/media/MediaPlayer.tsx';
import { useWatchProgress } from '../kit/media/use-watch-progress.ts';
import { WatchedBar } from '../kit/media/WatchedBar.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Video: a file or a YouTube/Vimeo video; the parts actually watched become viewedPercentage. */
export function Reader({ name, content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const watch = useWatchProgress(onComplete, { reportOnLeave: true });
  const parsed = videoContentSchema.safeParse(content);
  if (!parsed.success) return <Text c="dimmed">{t('empty')}</Text>;
  const video = parsed.data;
  return (
    <Stack gap="md">
      <MediaPlayer
        url={video.url}
        kind="video"
        title={name}
        poster={video.poster}
        onTime={watch.onTime}
        onEnded={watch.onEnded}
      />
      <WatchedBar
        percentage={watch.percentage}
        before={record?.viewedPercentage ?? 0}
        outcome={watch.outcome}
      />
      {video.description && <Text style={{ whiteSpace: 'pre-line' }}>{video.description}</Text>}
    </Stack>
  );
}
