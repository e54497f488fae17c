import { ActionIcon, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { DeleteButton, type DeleteButtonProps } from './DeleteButton.tsx';

interface RowActionsProps {
  /** The accessible name of the edit button ("Edit {name}", "Rename {name}"). */
  editLabel: string;
  onEdit: () => void;
  remove: DeleteButtonProps;
}

/** The edit and delete buttons at the end of a list row. */
export function RowActions({ editLabel, onEdit, remove }: RowActionsProps) {
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <DeleteButton {...remove} />
    </Group>
  );
}
