import { IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { ConfirmButton } from './ConfirmButton.tsx';

export interface DeleteButtonProps {
  id: string;
  name: string;
  /** The delete mutation of the item's kind, called with its id. */
  remove: UseMutationResult<unknown, Error, string>;
  title: string;
  message: string;
  /** A text button with this label; without one, a trash icon named "Delete {name}". */
  label?: string;
  /** Where to go once deleted, when the screen showed the item itself. */
  then?: string;
}

/** Deletes one item after asking, and says so. */
export function DeleteButton({ id, name, remove, title, message, label, then }: DeleteButtonProps) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  return (
    <ConfirmButton
      icon={label ? undefined : <IconTrash size={18} aria-hidden />}
      label={label ?? t('content.deleteOf', { name })}
      title={title}
      message={message}
      confirmLabel={t('common.delete')}
      loading={remove.isPending}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => {
            notifySuccess(t('content.deleted', { name }));
            if (then) navigate(then);
          },
          onError: notifyError,
        })
      }
    />
  );
}
