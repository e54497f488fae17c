import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moved, replaced } from '../content/content-values.ts';
import { AddButton } from './AddButton.tsx';

interface ItemListProps<T> {
  items: T[];
  onChange: (items: T[]) => void;
  /** The item "Add" appends. */
  create: () => T;
  /** The name of one item with its number, e.g. "Slide 2". */
  itemLabel: (index: number) => string;
  /** The label of the add button. */
  addLabel: string;
  renderItem: (item: T, update: (item: T) => void, index: number) => ReactNode;
  /** Fewest items allowed: remove is off at this count. */
  min?: number;
  max?: number;
  /** Hides the move, remove and add buttons (a launched course); the items stay readable. */
  readOnly?: boolean;
  /** Items as rows with their buttons beside them (options) rather than as titled cards. */
  compact?: boolean;
}

/** A list a builder edits: each item can move up or down or go, and new ones are added at the end. */
export function ItemList<T>({
  items,
  onChange,
  create,
  itemLabel,
  addLabel,
  renderItem,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  readOnly = false,
  compact = false,
}: ItemListProps<T>) {
  const { t } = useTranslation('formatsReading');
  return (
    <Stack gap={compact ? 'xs' : 'sm'}>
      {items.map((item, index) => {
        const label = itemLabel(index);
        const controls = !readOnly && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={() => onChange(moved(items, index, index - 1))}
              disabled={index === 0}
              aria-label={t('editor.moveUp', { item: label })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={() => onChange(moved(items, index, index + 1))}
              disabled={index === items.length - 1}
              aria-label={t('editor.moveDown', { item: label })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              disabled={items.length <= min}
              aria-label={t('editor.remove', { item: label })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
        const content = renderItem(item, (next) => onChange(replaced(items, index, next)), index);
        // Items have no ids of their own; their position is their identity.
        const key = `${index}`;
        if (compact) {
          return (
            <Group key={key} align="flex-end" wrap="nowrap" gap="xs">
              <div style={{ flex: 1 }}>{content}</div>
              {controls}
            </Group>
          );
        }
        return (
          <Paper key={key} withBorder p="sm" radius="md" role="group" aria-label={label}>
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <Text fw={600} size="sm">
                {label}
              </Text>
              {controls}
            </Group>
            {content}
          </Paper>
        );
      })}
      {!readOnly && (
        <AddButton
          label={addLabel}
          compact={compact}
          onClick={() => onChange([...items, create()])}
          disabled={items.length >= max}
        />
      )}
    </Stack>
  );
}
