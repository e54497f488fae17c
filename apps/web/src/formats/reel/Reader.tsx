import { reelContentSchema } from '@lp/shared/formats/media';
import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReaderOutcome, ReaderProps } from '../reader-props.ts';
import { OutcomeMessage } from '../shared/OutcomeMessage.tsx';
import { MediaPlayer } from '../video/MediaPlayer.tsx';

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
  const swipeStart = useRef<number | null>(null);
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
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientY - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_PX) go(index + (distance < 0 ? 1 : -1));
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
        onPointerDown={(event) => {
          swipeStart.current = event.clientY;
        }}
        onPointerUp={onPointerUp}
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
      <Group justify="space-between">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          aria-label={t('reel.previous')}
        >
          <IconChevronUp size={20} />
        </ActionIcon>
        <Text size="sm" c="dimmed">
          {position}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => go(index + 1)}
          disabled={index === last}
          aria-label={t('reel.next')}
        >
          <IconChevronDown size={20} />
        </ActionIcon>
      </Group>
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
