import { iframeContentSchema } from '@lp/shared/formats/media';
import { Anchor, Box, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';

/** Time on the page after which the learner may mark it viewed. */
export const IFRAME_VIEW_SECONDS = 10;

/**
 * Webpage: an https page in a sandboxed frame (no top navigation, no referrer), with a link to open
 * it in a new tab when the site refuses to be framed. Completed by "Mark as complete" once viewed
 * for a few seconds, or by opening it in a new tab.
 */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const [seconds, setSeconds] = useState(0);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const reported = useRef(false);
  const parsed = iframeContentSchema.safeParse(content);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => (s >= IFRAME_VIEW_SECONDS ? s : s + 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  if (!parsed.success) return <Text c="dimmed">{t('empty')}</Text>;
  const page = parsed.data;
  const complete = async () => {
    reported.current = true;
    const result = await onComplete({ viewedPercentage: 100 });
    setOutcome(result);
    return result;
  };

  return (
    <Stack gap="md">
      <Box
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      >
        <iframe
          src={page.url}
          title={page.title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
          loading="lazy"
          style={{ display: 'block', width: '100%', height: page.height, border: 0 }}
        />
      </Box>
      <Text size="sm">
        {t('iframe.trouble')}{' '}
        <Anchor
          href={page.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => !reported.current && void complete()}
        >
          {t('iframe.openInTab')}{' '}
          <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
        </Anchor>
      </Text>
      {outcome ? (
        <OutcomeMessage outcome={outcome} />
      ) : seconds >= IFRAME_VIEW_SECONDS ? (
        <CompletionBar doneBefore={record?.completion === true} onComplete={complete} />
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {t('iframe.keepViewing', { seconds: IFRAME_VIEW_SECONDS - seconds })}
        </Text>
      )}
    </Stack>
  );
}
