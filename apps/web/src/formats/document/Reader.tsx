import { documentContentSchema } from '@lp/shared/formats/media';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WatchedBar } from '../kit/media/WatchedBar.tsx';
import { PdfViewer } from '../kit/pdf/PdfViewer.tsx';
import { usePagesProgress } from '../kit/pdf/use-pages-progress.ts';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Document: a PDF read page by page; viewedPercentage is the share of its pages seen. */
export function Reader({ name, content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const progress = usePagesProgress(onComplete, { reportOnLeave: true });
  const parsed = documentContentSchema.safeParse(content);
  if (!parsed.success) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="md">
      {parsed.data.description && <Text style={{ whiteSpace: 'pre-line' }}>{parsed.data.description}</Text>}
      <PdfViewer url={parsed.data.url} title={name} onPagesSeen={progress.onPagesSeen} />
      <WatchedBar
        label="pdf.seen"
        percentage={progress.percentage}
        before={record?.viewedPercentage ?? 0}
        outcome={progress.outcome}
      />
    </Stack>
  );
}
