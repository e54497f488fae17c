import { Alert, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiClientError } from '../../../lib/api-error.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { useCertificateVerification } from '../api/verify-certificate.ts';

/** /verify/{id}: anyone holding a certificate's verification id can confirm it here, signed in or not. */
export function VerifyCertificatePage() {
  const { t, i18n } = useTranslation('formatsScorm');
  const id = useParams().id ?? '';
  const verification = useCertificateVerification(id);

  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="md" padding="xl" component="main">
        {verification.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('verify.checking')} />
          </Center>
        ) : verification.isError ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            title={t('verify.notFoundTitle')}
          >
            {verification.error instanceof ApiClientError &&
            (verification.error.status === 404 || verification.error.status === 400)
              ? t('verify.notFound', { id })
              : t('verify.failed')}
          </Alert>
        ) : (
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <IconRosetteDiscountCheck size={40} color="var(--mantine-color-green-6)" aria-hidden />
              <Title order={1} size="h2">
                {verification.data.valid ? t('verify.valid') : t('verify.invalid')}
              </Title>
            </Group>
            <dl
              style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px' }}
            >
              <Field label={t('verify.learner')} value={verification.data.learnerName} />
              <Field label={t('verify.title')} value={verification.data.title} />
              <Field label={t('verify.course')} value={verification.data.courseName} />
              <Field
                label={t('verify.issued')}
                value={formatDay(verification.data.issuedAt, i18n.language)}
              />
              <Field label={t('verify.id')} value={verification.data._id} />
            </dl>
          </Stack>
        )}
      </Card>
    </Container>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text component="dt" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </>
  );
}
