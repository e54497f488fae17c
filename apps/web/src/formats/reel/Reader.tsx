import { reelContentSchema } from '@lp/shared/formats/media';
import { Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPlayer } from '../kit/media/MediaPlayer.tsx';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { StepPager } from '../kit/reader/StepPager.tsx';
import { useSwipe } from '../kit/reader/use-swipe.ts';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';

/** A vertical swipe shorter than this many pixels is a tap. */
const SWIPE_PX = 50;

/**
 * Reel: short vertical clips, one at a time, swiped up and down (or the buttons, or the arrow keys);
 * the reel is complete when the last clip has played to its end.
 */
export function Reader({ name, content, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const [index, setIndex] = useState(0);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const reported = useRef(false);
  const swipe = useSwipe('y', SWIPE_PX, (step) => go(index + step));
  const parsed = reelContentSchema.safeParse(content);
  if (!parsed.success) return <Text c="dimmed">{t('empty')}</Text>;
  const clips = parsed.data.clips;
  const last = clips.length - 1;
  const clip = clips[index] ?? clips[0];
  if (!clip) return null;
  const go = (to: number) => setIndex(Math.max(0, Math.min(last, to)));

  const onEnded = () => {
    if (index < last) return go(index + 1);
    if (reported.current) return;
    reported.current = true;
    void onComplete({ viewedPercentage: 100 }).then(setOutcome);
  };
  const position = t('reel.position', { position: index + 1, total: clips.length });

  return (
    <Stack gap="sm" maw={420} mx="auto" w="100%">
      <Progress value={((index + 1) / clips.length) * 100} aria-hidden size="xs" />
      <section
        aria-roledescription={t('reel.clip')}
        aria-label={position}
        style={{ touchAction: 'pan-x', outline: 'none' }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') go(index + 1);
          if (event.key === 'ArrowUp') go(index - 1);
        }}
        {...swipe}
      >
        <MediaPlayer
          key={index}
          url={clip.url}
          kind="video"
          vertical
          autoPlay={index > 0}
          title={`${name}: ${position}`}
          onTime={() => undefined}
          onEnded={onEnded}
        />
      </section>
      {clip.caption && <Text>{clip.caption}</Text>}
      <StepPager
        vertical
        index={index}
        last={last}
        onGo={go}
        previousLabel={t('reel.previous')}
        nextLabel={t('reel.next')}
        position={position}
      />
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
