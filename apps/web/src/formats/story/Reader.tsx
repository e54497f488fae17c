import { Image, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { StepPager } from '../kit/reader/StepPager.tsx';
import { useSwipe } from '../kit/reader/use-swipe.ts';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';

interface Slide {
  title: string;
  text: string;
  image?: string;
}

/** A swipe shorter than this many pixels is a tap. */
const SWIPE_PX = 40;

function slidesOf(content: Record<string, unknown>): Slide[] {
  if (!Array.isArray(content.slides)) return [];
  return content.slides
    .filter((slide) => typeof slide === 'object' && slide !== null)
    .map((slide) => ({
      title: typeof slide.title === 'string' ? slide.title : '',
      text: typeof slide.text === 'string' ? slide.text : '',
      image: typeof slide.image === 'string' ? slide.image : undefined,
    }));
}

/** Story: slides turned with the arrows, the arrow keys or a swipe; reaching the last one completes it. */
export function Reader({ content, onComplete }: ReaderProps) {
  const { t } = useTranslation();
  const slides = slidesOf(content);
  const [index, setIndex] = useState(0);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const reported = useRef(false);
  const last = slides.length - 1;
  const go = (to: number) => setIndex(Math.max(0, Math.min(last, to)));
  const swipe = useSwipe('x', SWIPE_PX, (step) => go(index + step));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(last, i + 1));
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  useEffect(() => {
    if (last < 0 || index !== last || reported.current) return;
    reported.current = true;
    void onComplete({ viewedPercentage: 100 }).then(setOutcome);
  }, [index, last, onComplete]);

  const slide = slides[index];
  if (!slide) return <Text c="dimmed">{t('reader.empty')}</Text>;
  return (
    <Stack gap="md">
      <Progress value={((index + 1) / slides.length) * 100} aria-hidden />
      <Paper
        withBorder
        radius="md"
        p="xl"
        mih={220}
        style={{ touchAction: 'pan-y', userSelect: 'none' }}
        {...swipe}
        aria-roledescription={t('reader.story.slide')}
        aria-label={t('reader.story.position', { position: index + 1, total: slides.length })}
      >
        <Stack gap="sm">
          {slide.image && (
            <Image src={slide.image} alt="" radius="sm" mah={280} fit="contain" draggable={false} />
          )}
          <Title order={2} size="h3">
            {slide.title}
          </Title>
          <Text size="lg">{slide.text}</Text>
        </Stack>
      </Paper>
      <StepPager
        index={index}
        last={last}
        onGo={go}
        previousLabel={t('reader.story.previous')}
        nextLabel={t('reader.story.next')}
        position={t('reader.story.position', { position: index + 1, total: slides.length })}
      />
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
