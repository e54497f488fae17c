import { reportBodySchema } from '@lp/shared/social/index';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useReportPost } from '../api/feed.ts';

/** Asks why, then sends the post to the moderators' queue. */
export function ReportDialog({
  postId,
  opened,
  onClose,
}: {
  postId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('social');
  const report = useReportPost(postId);
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm({ schema: reportBodySchema, initialValues: { reason: '' } });
  const submit = form.onSubmit(async (body) => {
    setError(null);
    try {
      const { message } = await report.mutateAsync(body);
      notifications.show({ withCloseButton: false, message });
      form.reset();
      onClose();
    } catch (err) {
      setError(errorMessage(err, t('report.title')));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('report.title')}>
      <form onSubmit={submit}>
        <Stack>
          <Textarea
            label={t('report.reason')}
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('reason')}
            error={form.errors.reason ?? error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              {t('report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
