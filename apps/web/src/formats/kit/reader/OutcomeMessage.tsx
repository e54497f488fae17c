import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCloudOff, IconEye, IconLock, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReaderOutcome } from '../reader-props.ts';

interface OutcomeMessageProps {
  outcome: ReaderOutcome;
  /** A line above the message (a survey's thanks). */
  headline?: string;
}

/** What became of a completion: done, kept on the device until online, refused by the server, or preview. */
export function OutcomeMessage({ outcome, headline }: OutcomeMessageProps) {
  if (!headline) return <OutcomeAlert outcome={outcome} />;
  return (
    <Stack gap="md">
      <Text fw={600}>{headline}</Text>
      <OutcomeAlert outcome={outcome} />
    </Stack>
  );
}

function OutcomeAlert({ outcome }: OutcomeMessageProps) {
  const { t } = useTranslation();
  if (outcome.status === 'preview') {
    return (
      <Alert color="gray" icon={<IconEye size={18} />} role="status">
        {t('reader.previewNotRecorded')}
      </Alert>
    );
  }
  if (outcome.status === 'saved') {
    return (
      <Alert color="yellow" icon={<IconCloudOff size={18} />} role="status">
        {t('reader.savedOffline')}
      </Alert>
    );
  }
  if (outcome.rejection) {
    return (
      <Alert color="red" icon={<IconLock size={18} />} role="alert" title={t('reader.notRecorded')}>
        {outcome.rejection}
      </Alert>
    );
  }
  // Recorded but short of completion (part of a video or a document): saying "Completed" would mislead.
  if (outcome.record && !outcome.record.completion) {
    return (
      <Alert color="blue" icon={<IconProgress size={18} />} role="status">
        {t('reader.progressSaved')}
      </Alert>
    );
  }
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
      {t('reader.completed')}
    </Alert>
  );
}
