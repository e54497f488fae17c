import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from './ids.ts';

interface ListEditorProps<T> {
  items: T[];
  onChange: (items: T[]) => void;
  readOnly: boolean;
  /** The name of one item with its number, e.g. "Question 3". */
  itemLabel: (index: number) => string;
  addLabel: string;
  create: () => T;
  renderItem: (item: T, update: (item: T) => void, index: number) => ReactNode;
  /** Items stacked compactly (options) rather than as cards (questions). */
  compact?: boolean;
}

/** A list an author builds: each item can move up or down or go, and new ones are added at the end. */
export function ListEditor<T>({
  items,
  onChange,
  readOnly,
  itemLabel,
  addLabel,
  create,
  renderItem,
  compact = false,
}: ListEditorProps<T>) {
  const { t } = useTranslation('formatsInteractive');
  const replace = (index: number, item: T) => onChange(items.map((old, i) => (i === index ? item : old)));

  return (
    <Stack gap={compact ? 'xs' : 'md'}>
      {items.map((item, index) => {
        const label = itemLabel(index);
        const controls = !readOnly && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={() => onChange(moveItem(items, index, index - 1))}
              disabled={index === 0}
              aria-label={t('editor.moveUp', { item: label })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={() => onChange(moveItem(items, index, index + 1))}
              disabled={index === items.length - 1}
              aria-label={t('editor.moveDown', { item: label })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              aria-label={t('editor.remove', { item: label })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
        // Items have no stable key of their own across edits, so the position names them.
        const key = `${index}`;
        if (compact) {
          return (
            <Group key={key} align="flex-end" wrap="nowrap" gap="xs">
              <div style={{ flex: 1 }}>{renderItem(item, (next) => replace(index, next), index)}</div>
              {controls}
            </Group>
          );
        }
        return (
          <Paper key={key} withBorder p="md" radius="md" role="group" aria-label={label}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{label}</Text>
                {controls}
              </Group>
              {renderItem(item, (next) => replace(index, next), index)}
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            size={compact ? 'xs' : 'sm'}
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange([...items, create()])}
          >
            {addLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
