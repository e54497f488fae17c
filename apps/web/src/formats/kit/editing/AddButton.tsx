import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

interface AddButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The smaller button of a list inside an item (options of a question). */
  compact?: boolean;
}

/** The button under an editable list that appends a new item. */
export function AddButton({ label, onClick, disabled, compact = false }: AddButtonProps) {
  return (
    <Group>
      <Button
        variant="light"
        size={compact ? 'xs' : 'sm'}
        leftSection={<IconPlus size={compact ? 14 : 16} />}
        onClick={onClick}
        disabled={disabled}
      >
        {label}
      </Button>
    </Group>
  );
}
