import { downloadableContentSchema } from '@lp/shared/formats/media';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PdfViewer } from '../kit/pdf/PdfViewer.tsx';
import { usePagesProgress } from '../kit/pdf/use-pages-progress.ts';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/**
 * Downloadable: a file offered for download (a PDF is also shown page by page). Downloading it,
 * or reading every page of the PDF, completes it.
 */
export function Reader({ name, content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const progress = usePagesProgress(onComplete, { reportOnLeave: false });
  const parsed = downloadableContentSchema.safeParse(content);
  if (!parsed.success) return <Text c="dimmed">{t('empty')}</Text>;
  const file = parsed.data;
  const download = () => progress.finish(100);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <IconFile size={28} aria-hidden />
            <Stack gap={0}>
              <Text fw={600}>{file.fileName}</Text>
              {record?.completion && (
                <Text size="sm" c="dimmed">
                  {t('download.doneBefore')}
                </Text>
              )}
            </Stack>
          </Group>
          <Button
            component="a"
            href={file.url}
            download={file.fileName}
            leftSection={<IconDownload size={18} />}
            onClick={download}
          >
            {t('download.button')}
          </Button>
        </Group>
      </Paper>
      {file.description && <Text style={{ whiteSpace: 'pre-line' }}>{file.description}</Text>}
      {file.isPdf && <PdfViewer url={file.url} title={name} onPagesSeen={progress.onPagesSeen} />}
      {progress.outcome && <OutcomeMessage outcome={progress.outcome} />}
    </Stack>
  );
}
