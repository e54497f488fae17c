import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error.ts';
import type { ReaderProps } from '../kit/reader-props.ts';
import { useScormState } from './api/get-scorm-state.ts';
import { ScormFrame } from './ScormFrame.tsx';

/**
 * SCORM 1.2 / 2004: the package plays inside the player on the content origin, which runs the
 * scorm-again runtime (window.API / window.API_1484_11 of its page) and commits the runtime data
 * with a token for this learner and deck. The server saves it (so the package resumes) and reads
 * completion and score from it; this reader never reports them itself.
 */
export function Reader({ name, deckId, record }: ReaderProps) {
  const { t } = useTranslation('formatsScorm');
  const state = useScormState(deckId);
  // What the learner had done before this session; the record prop updates as commits count.
  const [before] = useState(() => (record?.completion ? record.score : null));

  if (!deckId) {
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />} role="status">
        {t('reader.previewUnavailable')}
      </Alert>
    );
  }
  if (state.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('reader.loading')} />
      </Center>
    );
  }
  if (state.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title={t('reader.unavailable')}>
        {errorMessage(state.error, t('reader.loadFailed'))}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {before !== null && <CompletedBefore score={before} />}
      <ScormFrame deckId={deckId} launch={state.data} title={state.data.package.title || name} />
    </Stack>
  );
}

function CompletedBefore({ score }: { score: number }) {
  const { t } = useTranslation('formatsScorm');
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck size={18} />}
      role="status"
      withCloseButton
      closeButtonLabel={t('reader.dismiss')}
      onClose={() => setShown(false)}
    >
      <Text size="sm">
        {score > 0 ? t('reader.completedBeforeScore', { score }) : t('reader.completedBefore')}
      </Text>
    </Alert>
  );
}
