import type { Certificate } from '@lp/shared/formats/certificate';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCertificate, IconCheck, IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDay } from '../../lib/format-date.ts';
import { useDownloadCertificate } from './api/download-certificate.ts';

/** The issued certificate as it reads on paper, with its PDF download and its public verification link. */
export function CertificatePreview({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('formatsMedia');
  const download = useDownloadCertificate();
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="xl"
        ta="center"
        style={{ borderWidth: 6, borderStyle: 'double', borderColor: 'var(--mantine-primary-color-filled)' }}
        aria-label={t('certificate.previewLabel')}
        role="figure"
      >
        <Stack gap="xs" align="center">
          <IconCertificate size={48} stroke={1.3} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text tt="uppercase" fw={700} size="sm" c="dimmed" lts={2}>
            {t('certificate.heading')}
          </Text>
          <Title order={2}>{certificate.title}</Title>
          <Text c="dimmed">{t('certificate.awardedTo')}</Text>
          <Text size="xl" fw={700}>
            {certificate.learnerName}
          </Text>
          <Text>{t('certificate.forCompleting', { course: certificate.courseName })}</Text>
          <Text size="sm" c="dimmed">
            {t('certificate.issuedOn', { date: formatDay(certificate.issuedAt, i18n.language) })}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {t('certificate.id', { id: certificate._id })}
          </Text>
        </Stack>
      </Paper>
      <Group>
        <Button
          leftSection={<IconDownload size={18} />}
          loading={download.isPending}
          onClick={() => download.mutate(certificate)}
        >
          {t('certificate.download')}
        </Button>
      </Group>
      {download.isError && (
        <Alert color="red" role="alert">
          {errorMessage(download.error, t('certificate.downloadFailed'))}
        </Alert>
      )}
      <Group gap="xs" wrap="nowrap">
        <IconShieldCheck size={18} aria-hidden />
        <Text size="sm">{t('certificate.verifyText')}</Text>
        <Anchor
          href={certificate.verifyUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {certificate.verifyUrl}
        </Anchor>
        <CopyButton value={certificate.verifyUrl}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('certificate.copied') : t('certificate.copyLink')}>
              <ActionIcon variant="subtle" onClick={copy} aria-label={t('certificate.copyLink')}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
