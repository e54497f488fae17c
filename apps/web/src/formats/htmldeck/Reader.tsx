import { htmldeckContentSchema } from '@lp/shared/formats/reading';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { SafeHtml } from '../kit/reader/SafeHtml.tsx';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';

/** HTML deck: pages of sanitized HTML turned one by one; reaching the last page completes it. */
export function Reader({ content, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsReading');
  const deck = useParsedContent(htmldeckContentSchema, content);
  const [index, setIndex] = useState(0);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const reported = useRef(false);
  const pageRef = useRef<HTMLDivElement>(null);
  const total = deck?.pages.length ?? 0;

  useEffect(() => {
    if (total === 0 || index !== total - 1 || reported.current) return;
    reported.current = true;
    void onComplete({ viewedPercentage: 100 }).then(setOutcome);
  }, [index, total, onComplete]);

  if (!deck) return <EmptyContent />;
  const page = deck.pages[index];
  const go = (to: number) => {
    setIndex(to);
    pageRef.current?.focus();
  };

  return (
    <Stack gap="md">
      <Progress value={((index + 1) / total) * 100} aria-hidden />
      <Paper
        ref={pageRef}
        withBorder
        radius="md"
        p="xl"
        tabIndex={-1}
        aria-roledescription={t('htmldeck.page')}
        aria-label={t('htmldeck.position', { position: index + 1, total })}
      >
        <SafeHtml html={page?.html ?? ''} />
      </Paper>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={18} />}
          onClick={() => go(index - 1)}
          disabled={index === 0}
        >
          {t('htmldeck.previous')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('htmldeck.position', { position: index + 1, total })}
        </Text>
        <Button
          rightSection={<IconChevronRight size={18} />}
          onClick={() => go(index + 1)}
          disabled={index === total - 1}
        >
          {t('htmldeck.next')}
        </Button>
      </Group>
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
