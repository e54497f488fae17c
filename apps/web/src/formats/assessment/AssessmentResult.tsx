import type { DeckSettings } from '@lp/shared/content';
import { isPassed } from '@lp/shared/progress';
import { Alert, Badge, Button, Center, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconTarget, IconTrophy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { celebrate } from '../../lib/celebrate.ts';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import type { ReaderOutcome } from '../kit/reader-props.ts';

interface AssessmentResultProps {
  outcome: ReaderOutcome;
  settings: DeckSettings | null;
  /** Absent when no attempt is left. */
  onRetry?: () => void;
}

/** The quiz result as the server scored it: best score, passed or not, and the points it gave. */
export function AssessmentResult({ outcome, settings, onRetry }: AssessmentResultProps) {
  const { t } = useTranslation();
  const record = outcome.status === 'sent' && !outcome.rejection ? outcome.record : null;
  const passing = settings?.passingPercentage ?? 0;
  const passed = record ? isPassed(record.score, passing) : false;
  // A pass is celebrated with confetti (never with reduced motion).
  useEffect(() => {
    if (passed) celebrate();
  }, [passed]);

  return (
    <Stack gap="md">
      {record ? (
        <Paper
          withBorder
          radius="md"
          p="lg"
          // A pass reads as a win at a glance: the card in the success colour, a trophy in the ring.
          style={
            passed
              ? {
                  borderColor: 'var(--mantine-color-green-outline)',
                  background: 'var(--mantine-color-green-light)',
                }
              : undefined
          }
        >
          <Group gap="lg" wrap="nowrap" align="center">
            <RingProgress
              aria-hidden
              size={104}
              thickness={10}
              roundCaps
              sections={[{ value: record.score, color: passed ? 'green' : 'red' }]}
              label={
                <Center>
                  {passed ? (
                    <IconTrophy size={40} color="var(--mantine-color-green-filled)" />
                  ) : (
                    <IconTarget size={40} color="var(--mantine-color-dimmed)" />
                  )}
                </Center>
              }
              style={{ flexShrink: 0 }}
            />
            <Stack gap="xs" align="flex-start" miw={0}>
              <Title order={2} size="h3">
                {t('reader.quiz.resultTitle')}
              </Title>
              <Text size="xl" fw={700}>
                {t('reader.quiz.score', { score: record.score })}
              </Text>
              <Badge color={passed ? 'green' : 'red'} size="lg" tt="none" data-testid="quiz-verdict">
                {passed ? t('reader.quiz.passed') : t('reader.quiz.failed')}
              </Badge>
              <Text c="dimmed">{t('reader.quiz.passMark', { percentage: passing })}</Text>
              <Text>{t('reader.quiz.points', { points: record.points })}</Text>
            </Stack>
          </Group>
        </Paper>
      ) : outcome.status === 'sent' && !outcome.rejection ? (
        <Alert color="gray">{t('reader.quiz.noResult')}</Alert>
      ) : (
        <OutcomeMessage outcome={outcome} />
      )}
      {onRetry && (
        <Group>
          <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={onRetry}>
            {t('reader.quiz.retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
