import type { ManagerReport } from '@lp/shared/users/admin';
import { nudgeBodySchema } from '@lp/shared/users/admin';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useNudge } from '../api/reports.ts';

/** A reminder to one report, with an optional personal note. */
export function NudgeModal({ person, onClose }: { person: ManagerReport | null; onClose: () => void }) {
  const { t } = useTranslation('usersAdmin');
  const name = person ? `${person.first_name} ${person.last_name}`.trim() || person.username : '';
  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={t('manager.nudgeTitle', { name })}
      closeButtonProps={{ 'aria-label': t('import.close') }}
    >
      {person && <NudgeForm person={person} name={name} onDone={onClose} />}
    </Modal>
  );
}

function NudgeForm({ person, name, onDone }: { person: ManagerReport; name: string; onDone: () => void }) {
  const { t } = useTranslation('usersAdmin');
  const nudge = useNudge();
  const form = useSchemaForm({
    schema: nudgeBodySchema,
    initialValues: { message: '' },
    messages: { message: t('manager.messageTooLong') },
  });
  const submit = form.onSubmit((body) =>
    nudge.mutate(
      { userId: person._id, message: body.message },
      {
        onSuccess: (result) => {
          notifySuccess(result.emailed ? t('manager.nudged', { name }) : t('manager.nudgedInApp', { name }));
          onDone();
        },
        onError: (error) => notifyFailure(error, t('failed')),
      },
    ),
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{t('manager.nudgeHelp')}</Text>
        <Textarea label={t('manager.message')} autosize minRows={3} {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button type="submit" loading={nudge.isPending}>
            {t('manager.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
