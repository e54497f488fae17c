import { guidelinesContentSchema } from '@lp/shared/formats/reading';
import { Checkbox, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';

function RuleList({ title, rules, kind }: { title: string; rules: string[]; kind: 'do' | 'dont' }) {
  const color = kind === 'do' ? 'green' : 'red';
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="xs" mb="sm">
        <ThemeIcon color={color} size={26} radius="xl" aria-hidden>
          {kind === 'do' ? <IconCheck size={16} /> : <IconX size={16} />}
        </ThemeIcon>
        {/* The icon carries the green/red cue; the title keeps the body text colour, as green and red text on white fail contrast. */}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      <List type="ordered" spacing="sm">
        {rules.map((rule, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules are numbered by position
          <List.Item key={index}>{rule}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** Guidelines: numbered dos and don'ts; ticking the acknowledgement completes them. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsReading');
  const { t: tc } = useTranslation();
  const guidelines = useParsedContent(guidelinesContentSchema, content);
  const [acknowledged, setAcknowledged] = useState(false);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  if (!guidelines) return <EmptyContent />;

  const acknowledge = async (checked: boolean) => {
    if (!checked || acknowledged) return;
    setAcknowledged(true);
    setOutcome(await onComplete({ viewedPercentage: 100 }));
  };

  return (
    <Stack gap="lg">
      {guidelines.intro && <Text size="lg">{guidelines.intro}</Text>}
      <SimpleGrid cols={{ base: 1, sm: guidelines.dos.length && guidelines.donts.length ? 2 : 1 }}>
        {guidelines.dos.length > 0 && (
          <RuleList title={t('guidelines.dos')} rules={guidelines.dos} kind="do" />
        )}
        {guidelines.donts.length > 0 && (
          <RuleList title={t('guidelines.donts')} rules={guidelines.donts} kind="dont" />
        )}
      </SimpleGrid>
      {record?.completion && !outcome && (
        <Text size="sm" c="dimmed">
          {tc('reader.doneBefore')}
        </Text>
      )}
      <Checkbox
        size="md"
        label={guidelines.acknowledgement}
        checked={acknowledged}
        disabled={acknowledged}
        onChange={(event) => void acknowledge(event.currentTarget.checked)}
      />
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
