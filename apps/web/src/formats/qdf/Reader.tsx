import { qdfContentSchema } from '@lp/shared/formats/reading-flows';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBack, IconFlag, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';

interface Answered {
  question: string;
  answer: string;
}

/** Decision flow: one question at a time; each answer leads on until the learner reaches an outcome. */
export function Reader({ content, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsReading');
  const flow = useParsedContent(qdfContentSchema, content);
  const [path, setPath] = useState<string[]>([]);
  const [answers, setAnswers] = useState<Answered[]>([]);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const reported = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const currentId = path.at(-1) ?? flow?.nodes[0]?.id;
  const node = flow?.nodes.find((candidate) => candidate.id === currentId);

  useEffect(() => {
    if (node?.kind !== 'outcome' || reported.current) return;
    reported.current = true;
    void onComplete({ viewedPercentage: 100 }).then(setOutcome);
  }, [node, onComplete]);

  useEffect(() => {
    if (path.length > 0) headingRef.current?.focus();
  }, [path]);

  if (!flow || !node) return <EmptyContent />;

  const answer = (label: string, next: string) => {
    if (node.kind !== 'question') return;
    setAnswers((previous) => [...previous, { question: node.text, answer: label }]);
    setPath((previous) => [...(previous.length === 0 && currentId ? [currentId] : previous), next]);
  };
  const back = () => {
    setAnswers((previous) => previous.slice(0, -1));
    setPath((previous) => previous.slice(0, -1));
  };
  const restart = () => {
    setAnswers([]);
    setPath([]);
  };

  return (
    <Stack gap="lg">
      {answers.length > 0 && (
        <List size="sm" c="dimmed" aria-label={t('qdf.yourAnswers')}>
          {answers.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the answers form a path; position is identity
            <List.Item key={index}>
              {t('qdf.answered', { question: item.question, answer: item.answer })}
            </List.Item>
          ))}
        </List>
      )}
      {node.kind === 'question' ? (
        <Paper withBorder radius="md" p="xl">
          <Title order={2} size="h3" mb="md" tabIndex={-1} ref={headingRef}>
            {node.text}
          </Title>
          <Stack gap="xs" role="group" aria-label={node.text}>
            {node.options.map((option) => (
              <Button
                key={`${option.label}-${option.next}`}
                variant="light"
                size="md"
                justify="flex-start"
                onClick={() => answer(option.label, option.next)}
              >
                {option.label}
              </Button>
            ))}
          </Stack>
        </Paper>
      ) : (
        <Alert color="teal" radius="md" icon={<IconFlag size={20} />} title={node.title} role="status">
          {node.text && <Text style={{ whiteSpace: 'pre-line' }}>{node.text}</Text>}
        </Alert>
      )}
      <Group>
        {answers.length > 0 && (
          <Button variant="default" leftSection={<IconArrowBack size={18} />} onClick={back}>
            {t('qdf.back')}
          </Button>
        )}
        {node.kind === 'outcome' && (
          <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={restart}>
            {t('qdf.restart')}
          </Button>
        )}
      </Group>
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
