import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface OrderingInputProps {
  options: { id: string; text: string }[];
  /** Option ids in the learner's order. */
  value: string[];
  onChange: (value: string[]) => void;
}

/** Ordering question: each item moves up or down with its buttons (keyboard and touch friendly). */
export function OrderingInput({ options, value, onChange }: OrderingInputProps) {
  const { t } = useTranslation();
  const textOf = (id: string) => options.find((option) => option.id === id)?.text ?? id;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <Stack gap="xs" role="list" aria-label={t('reader.quiz.order')}>
      {value.map((id, position) => (
        <Paper key={id} withBorder p="xs" radius="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap">
            <Text>
              {position + 1}. {textOf(id)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                onClick={() => move(position, position - 1)}
                disabled={position === 0}
                aria-label={t('reader.quiz.moveUp', { item: textOf(id) })}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                onClick={() => move(position, position + 1)}
                disabled={position === value.length - 1}
                aria-label={t('reader.quiz.moveDown', { item: textOf(id) })}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
