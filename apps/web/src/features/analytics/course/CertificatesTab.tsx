import { CERTIFICATE_PATHS } from '@lp/shared/formats/certificate';
import { Anchor, Button, Loader, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { downloadFile, useCourseCertificates } from './api-tabs.ts';

/** Certificates: who got one and when, each with its public verification page and (not for managers) its PDF. */
export function CertificatesTab(props: {
  courseId: string;
  mayDownload: boolean;
  onError: (e: unknown) => void;
}) {
  const { t, i18n } = useTranslation('courseAnalytics');
  const certificates = useCourseCertificates(props.courseId);
  const [busy, setBusy] = useState<string | null>(null);
  if (certificates.isLoading) return <Loader aria-label={t('loading')} />;
  if (certificates.isError) return <QueryFailure error={certificates.error} />;
  if (!certificates.data?.length) return <Text c="dimmed">{t('noCertificates')}</Text>;
  const download = async (id: string) => {
    setBusy(id);
    try {
      await downloadFile(CERTIFICATE_PATHS.pdf(id), `certificate-${id}.pdf`);
    } catch (error) {
      props.onError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('name')}</Table.Th>
          <Table.Th>{t('certificate')}</Table.Th>
          <Table.Th>{t('issuedAt')}</Table.Th>
          <Table.Th>{t('verification')}</Table.Th>
          {props.mayDownload && <Table.Th>{t('pdf')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {certificates.data.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>{c.learnerName}</Table.Td>
            <Table.Td>{c.title}</Table.Td>
            <Table.Td>{formatDateTime(c.issuedAt, i18n.language)}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/verify/${c.id}`} target="_blank">
                {t('verifyOf', { name: c.learnerName })}
              </Anchor>
            </Table.Td>
            {props.mayDownload && (
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  loading={busy === c.id}
                  onClick={() => void download(c.id)}
                  aria-label={t('pdfOf', { name: c.learnerName })}
                >
                  {t('pdf')}
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
