import { type DialogueContent, dialogueContentSchema } from '@lp/shared/formats/reading-flows';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowForward, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';
import { Bubble } from './Bubble.tsx';

type Line = { kind: 'message'; stepId: string } | { kind: 'reply'; text: string };

function Conversation({ dialogue, onEnd }: { dialogue: DialogueContent; onEnd: () => void }) {
  const { t } = useTranslation('formatsReading');
  const first = dialogue.steps[0];
  const [lines, setLines] = useState<Line[]>(first ? [{ kind: 'message', stepId: first.id }] : []);
  const [currentId, setCurrentId] = useState(first?.id);
  const ended = useRef(false);
  const current = dialogue.steps.find((step) => step.id === currentId);
  const atEnd = current !== undefined && current.choices.length === 0 && current.next === undefined;

  useEffect(() => {
    if (atEnd && !ended.current) {
      ended.current = true;
      onEnd();
    }
  }, [atEnd, onEnd]);

  const goTo = (stepId: string, reply?: string) => {
    setLines((previous) => [
      ...previous,
      ...(reply === undefined ? [] : [{ kind: 'reply', text: reply } as const]),
      { kind: 'message', stepId },
    ]);
    setCurrentId(stepId);
  };
  const restart = () => {
    if (!first) return;
    setLines([{ kind: 'message', stepId: first.id }]);
    setCurrentId(first.id);
  };

  return (
    <Stack gap="md">
      <Stack gap="sm" role="log" aria-live="polite" aria-label={t('dialogue.conversation')}>
        {lines.map((line, index) => {
          if (line.kind === 'reply') {
            // biome-ignore lint/suspicious/noArrayIndexKey: a transcript only grows; positions are stable
            return <Bubble key={index} text={line.text} youLabel={t('dialogue.you')} />;
          }
          const step = dialogue.steps.find((s) => s.id === line.stepId);
          const speaker = dialogue.speakers.find((s) => s.id === step?.speakerId);
          if (!step || !speaker) return null;
          // biome-ignore lint/suspicious/noArrayIndexKey: a transcript only grows; positions are stable
          return <Bubble key={index} text={step.text} speaker={speaker} youLabel={t('dialogue.you')} />;
        })}
      </Stack>
      {current && current.choices.length > 0 && (
        <Stack gap="xs" role="group" aria-label={t('dialogue.chooseReply')}>
          <Text size="sm" fw={600}>
            {t('dialogue.chooseReply')}
          </Text>
          {current.choices.map((choice) => (
            <Button
              key={`${choice.text}-${choice.next}`}
              variant="light"
              justify="flex-start"
              onClick={() => goTo(choice.next, choice.text)}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
              h="auto"
              py="xs"
            >
              {choice.text}
            </Button>
          ))}
        </Stack>
      )}
      {current && current.choices.length === 0 && current.next !== undefined && (
        <Group>
          <Button
            rightSection={<IconArrowForward size={18} />}
            onClick={() => current.next && goTo(current.next)}
          >
            {t('dialogue.continue')}
          </Button>
        </Group>
      )}
      {atEnd && (
        <Group>
          <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={restart}>
            {t('dialogue.restart')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Dialogue: a scripted chat revealed message by message; the learner's replies choose the branch. */
export function Reader({ content, onComplete }: ReaderProps) {
  const dialogue = useParsedContent(dialogueContentSchema, content);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const reported = useRef(false);
  if (!dialogue) return <EmptyContent />;
  const onEnd = () => {
    if (reported.current) return;
    reported.current = true;
    void onComplete({ viewedPercentage: 100 }).then(setOutcome);
  };
  return (
    <Stack gap="lg">
      <Conversation dialogue={dialogue} onEnd={onEnd} />
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
