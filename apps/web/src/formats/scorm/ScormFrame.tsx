import type { ScormLaunch } from '@lp/shared/formats/scorm';
import { Alert, Box, Center, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerBridge } from './use-player-bridge.ts';

interface ScormFrameProps {
  deckId: string;
  launch: ScormLaunch;
  title: string;
}

/**
 * The player's frame, on the content origin (never the app's): the player there runs the SCORM
 * runtime and frames the package, so nothing the package runs can reach this page, its storage or
 * the API with the learner's session (see docs/formats/scorm.md).
 */
export function ScormFrame({ deckId, launch, title }: ScormFrameProps) {
  const { t, i18n } = useTranslation('formatsScorm');
  const frame = useRef<HTMLIFrameElement>(null);
  const session = usePlayerBridge(deckId, launch, frame, t('reader.commitFailed'));
  const [loaded, setLoaded] = useState(false);
  const outcome = session.result?.outcome;
  const progress = session.result?.progress;
  // A failed attempt says so, even after an earlier one completed the deck (that best result stays).
  const failed = outcome?.status === 'failed';

  return (
    <Stack gap="sm">
      <Box pos="relative" style={{ height: 'min(75vh, 720px)', minHeight: 360 }}>
        {!loaded && (
          <Center pos="absolute" inset={0} role="status" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader />
              {t('reader.loading')}
            </Stack>
          </Center>
        )}
        <iframe
          ref={frame}
          src={withLanguage(launch.launchUrl, i18n.language)}
          title={title}
          onLoad={() => setLoaded(true)}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
          style={{
            width: '100%',
            height: '100%',
            border: 0,
            borderRadius: 'var(--mantine-radius-md)',
            visibility: loaded ? 'visible' : 'hidden',
          }}
        />
      </Box>
      <div aria-live="polite">
        {progress?.completion && !failed && (
          <Alert
            color="green"
            icon={<IconCircleCheck size={18} />}
            role="status"
            title={t('reader.completedTitle')}
          >
            {progress.score > 0
              ? t('reader.completedScore', { score: progress.score, points: progress.points })
              : t('reader.completed')}
          </Alert>
        )}
        {failed && (
          <Alert color="orange" icon={<IconCircleX size={18} />} role="status">
            {outcome?.score != null ? t('reader.failedScore', { score: outcome.score }) : t('reader.failed')}
          </Alert>
        )}
        {session.problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title={t('reader.notSaved')}>
            {session.problem}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

/** The player shows its contents in the reader's language (the `lang` of its address). */
function withLanguage(launchUrl: string, language: string) {
  const url = new URL(launchUrl);
  url.searchParams.set('lang', language);
  return url.href;
}
