import type { MoveDirection } from '@lp/shared/builder';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteButton, type DeleteButtonProps } from './DeleteButton.tsx';

interface MoveButtonsProps {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (direction: MoveDirection) => void;
}

/** Up and down of one item in an ordered list (a course outline, a program's courses). */
export function MoveButtons({ name, first, last, onMove }: MoveButtonsProps) {
  const { t } = useTranslation('builder');
  return (
    <>
      <ActionIcon
        variant="subtle"
        aria-label={t('content.moveUpOf', { name })}
        disabled={first}
        onClick={() => onMove('up')}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('content.moveDownOf', { name })}
        disabled={last}
        onClick={() => onMove('down')}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}

/** Up, down and delete of one topic or deck in a course outline. */
export function MoveAndDelete({
  remove,
  ...move
}: MoveButtonsProps & { remove: Omit<DeleteButtonProps, 'name'> }) {
  return (
    <>
      <MoveButtons {...move} />
      <DeleteButton name={move.name} {...remove} />
    </>
  );
}

/** The pencil that opens a rename dialog. */
export function RenameButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('builder');
  return (
    <Tooltip label={t('content.rename')}>
      <ActionIcon variant="subtle" aria-label={t('content.renameOf', { name })} onClick={onClick}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
