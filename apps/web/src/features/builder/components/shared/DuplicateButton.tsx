import { Button } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';

interface DuplicateButtonProps<Copy> {
  id: string;
  name: string;
  /** The duplicate mutation of the item's kind, called with its id. */
  duplicate: UseMutationResult<Copy, Error, string>;
  /** The copy's own screen, opened once it exists. */
  pathOf: (copy: Copy) => string;
}

/** Makes an unlaunched, unpublished copy of an item and opens it. */
export function DuplicateButton<Copy>({ id, name, duplicate, pathOf }: DuplicateButtonProps<Copy>) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  return (
    <Button
      variant="default"
      loading={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(id, {
          onSuccess: (copy) => {
            notifySuccess(t('content.duplicated', { name }));
            navigate(pathOf(copy));
          },
          onError: notifyError,
        })
      }
    >
      {t('content.duplicate')}
    </Button>
  );
}
