import type { AdminUserRow } from '@lp/shared/users/admin';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteUser, useSetUserActive } from '../api/admin.ts';

interface UserRowActionsProps {
  user: AdminUserRow;
  isSelf: boolean;
  /** SPEC §6: deleting in the admin area is for SuperAdmins only. */
  mayDelete: boolean;
  onEdit: () => void;
}

/** Edit, activate or deactivate, and delete (after a confirmation) for one row of the users list. */
export function UserRowActions({ user, isSelf, mayDelete, onEdit }: UserRowActionsProps) {
  const { t } = useTranslation('usersAdmin');
  const setActive = useSetUserActive();
  const remove = useDeleteUser();
  const [confirming, setConfirming] = useState(false);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;

  const toggle = () =>
    setActive.mutate(
      { id: user._id, active: !user.active },
      {
        onSuccess: () => notifySuccess(t(user.active ? 'deactivated' : 'activated', { name })),
        onError: (error) => notifyFailure(error, t('failed')),
      },
    );

  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="light" onClick={onEdit} aria-label={t('editOf', { name })}>
        {t('edit')}
      </Button>
      {!isSelf && (
        <Button
          size="xs"
          variant="default"
          loading={setActive.isPending}
          onClick={toggle}
          aria-label={t(user.active ? 'deactivateOf' : 'activateOf', { name })}
        >
          {user.active ? t('deactivate') : t('activate')}
        </Button>
      )}
      {!isSelf && mayDelete && (
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={() => setConfirming(true)}
          aria-label={t('deleteOf', { name })}
        >
          {t('delete')}
        </Button>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('deleteTitle')}
        closeButtonProps={{ 'aria-label': t('import.close') }}
      >
        <Text mb="md">{t('deleteConfirm', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(user._id, {
                onSuccess: () => {
                  setConfirming(false);
                  notifySuccess(t('deleted', { name }));
                },
                onError: (error) => notifyFailure(error, t('failed')),
              })
            }
          >
            {t('delete')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
