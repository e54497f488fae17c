import { muteBodySchema } from '@lp/shared/social/index';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useMute } from '../../api/moderation.ts';

/** Mute a person from posting and commenting for some days. */
export function MuteDialog({
  user,
  onClose,
}: {
  user: { _id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('social');
  const mute = useMute();
  const form = useSchemaForm({ schema: muteBodySchema, initialValues: { days: 7, reason: '' } });
  const submit = form.onSubmit(async (body) => {
    if (!user) return;
    try {
      const result = (await mute.mutateAsync({ userId: user._id, body })) as { until: string };
      notifications.show({
        withCloseButton: false,
        message: t('moderation.muteDone', {
          name: user.name,
          until: formatDateTime(result.until, i18n.language),
        }),
      });
      onClose();
    } catch (err) {
      form.setFieldError('days', errorMessage(err, t('moderation.muteSubmit')));
    }
  });
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('moderation.muteTitle', { name: user?.name ?? '' })}
    >
      <form onSubmit={submit}>
        <Stack>
          <NumberInput label={t('moderation.muteDays')} min={1} max={365} {...form.getInputProps('days')} />
          <TextInput label={t('moderation.muteReason')} {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={mute.isPending}>
              {t('moderation.muteSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
