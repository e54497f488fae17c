import type { Submission } from '@lp/shared/assets';
import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { fileSizeLabel } from './file-types.ts';

/** The learner's earlier uploads to this deck, newest first, each with a preview or a link. */
export function PreviousSubmissions({ submissions }: { submissions: Submission[] }) {
  const { t, i18n } = useTranslation('formatsMedia');
  if (submissions.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('submission.previous')}
      </Title>
      {submissions.map((submission) => {
        const { asset } = submission;
        return (
          <Paper key={submission._id} withBorder p="sm" radius="md">
            <Group wrap="nowrap" align="flex-start">
              {asset.kind === 'image' ? (
                <Image
                  src={asset.thumbnailUrl ?? asset.url}
                  alt={asset.name}
                  w={96}
                  h={96}
                  fit="cover"
                  radius="sm"
                />
              ) : (
                <IconFileCheck size={32} aria-hidden />
              )}
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  href={asset.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  fw={600}
                  style={{ wordBreak: 'break-all' }}
                >
                  {asset.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('submission.sentAt', {
                    date: formatDateTime(submission.createdAt, i18n.language),
                    size: fileSizeLabel(asset.size, i18n.language),
                  })}
                </Text>
                {submission.note && <Text size="sm">{submission.note}</Text>}
              </Stack>
            </Group>
            {asset.kind === 'video' && (
              // biome-ignore lint/a11y/useMediaCaption: a learner's own recording has no caption file
              <video
                src={asset.url}
                controls
                preload="metadata"
                aria-label={asset.name}
                style={{ width: '100%', marginTop: 8, borderRadius: 4 }}
              />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
