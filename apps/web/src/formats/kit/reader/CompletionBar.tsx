import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReaderOutcome } from '../reader-props.ts';
import { OutcomeMessage } from './OutcomeMessage.tsx';

interface CompletionBarProps {
  /** The learner completed this before. */
  doneBefore: boolean;
  onComplete: () => Promise<ReaderOutcome>;
}

/** The end of a simple reader (article, news, faq): "Mark as complete", then what became of it. */
export function CompletionBar({ doneBefore, onComplete }: CompletionBarProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);

  const complete = async () => {
    setPending(true);
    try {
      setOutcome(await onComplete());
    } finally {
      setPending(false);
    }
  };

  if (outcome) return <OutcomeMessage outcome={outcome} />;
  return (
    <Stack gap="xs">
      {doneBefore && (
        <Text size="sm" c="dimmed">
          {t('reader.doneBefore')}
        </Text>
      )}
      <Group>
        <Button onClick={complete} loading={pending} leftSection={<IconCheck size={18} />}>
          {t('reader.markComplete')}
        </Button>
      </Group>
    </Stack>
  );
}
