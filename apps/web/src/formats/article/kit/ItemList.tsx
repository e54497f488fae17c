import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moved, replaced } from './content-values.ts';

interface ItemListProps<T> {
  items: T[];
  onChange: (items: T[]) => void;
  /** The item "Add" appends. */
  create: () => T;
  /** The heading of one item, e.g. "Slide 2". */
  itemLabel: (index: number) => string;
  /** The label of the add button. */
  addLabel: string;
  renderItem: (item: T, update: (item: T) => void, index: number) => ReactNode;
  /** Fewest items allowed: remove is off at this count. */
  min?: number;
  max?: number;
}

/** A list a builder edits: each item in a card with move up, move down and remove; an add button below. */
export function ItemList<T>({
  items,
  onChange,
  create,
  itemLabel,
  addLabel,
  renderItem,
  min = 0,
  max = Number.POSITIVE_INFINITY,
}: ItemListProps<T>) {
  const { t } = useTranslation('formatsReading');
  return (
    <Stack gap="sm">
      {items.map((item, index) => {
        const label = itemLabel(index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no ids of their own; position is identity
          <Paper key={index} withBorder p="sm" radius="md" component="section" aria-label={label}>
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm">
                {label}
              </Text>
              <Group gap={4}>
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
            </Group>
            {renderItem(item, (next) => onChange(replaced(items, index, next)), index)}
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...items, create()])}
          disabled={items.length >= max}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
