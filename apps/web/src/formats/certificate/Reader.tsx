import { CERTIFICATE_MESSAGES, type Certificate } from '@lp/shared/formats/certificate';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError, errorMessage } from '../../lib/api-error.ts';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';
import { issueCertificate } from './api/issue-certificate.ts';
import { CertificatePreview } from './CertificatePreview.tsx';

/**
 * Certificate: completing the deck (the button) records it; the server then issues the learner's
 * certificate, shown here with its PDF download and verification link. A learner who completed it
 * before sees their certificate at once.
 */
export function Reader({ deckId, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const [certificate, setCertificate] = useState<Certificate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const autoIssued = useRef(false);

  const explain = useCallback(
    (error: unknown) => {
      if (error instanceof ApiClientError && error.message === CERTIFICATE_MESSAGES.courseNotComplete)
        return t('certificate.courseNotComplete');
      if (error instanceof ApiClientError && error.message === CERTIFICATE_MESSAGES.deckNotComplete)
        return t('certificate.deckNotComplete');
      return errorMessage(error, t('certificate.issueFailed'));
    },
    [t],
  );

  const issue = useCallback(async () => {
    if (!deckId) return;
    setPending(true);
    setProblem(null);
    try {
      setCertificate(await issueCertificate(deckId));
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setPending(false);
    }
  }, [deckId, explain]);

  useEffect(() => {
    if (record?.completion && !autoIssued.current) {
      autoIssued.current = true;
      void issue();
    }
  }, [record?.completion, issue]);

  const receive = async () => {
    setPending(true);
    const result = await onComplete({ viewedPercentage: 100 });
    setOutcome(result);
    if (result.status === 'sent' && !result.rejection) await issue();
    else setPending(false);
  };

  if (!deckId) {
    return (
      <Alert color="gray" role="status">
        {t('certificate.onlyInCourse')}
      </Alert>
    );
  }
  if (certificate) return <CertificatePreview certificate={certificate} />;
  if (pending && !outcome) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('certificate.issuing')} />
      </Center>
    );
  }
  const completed = record?.completion || (outcome?.status === 'sent' && !outcome.rejection);
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('certificate.intro')}</Text>
      {outcome && <OutcomeMessage outcome={outcome} />}
      {problem && (
        <Alert color="orange" role="alert" w="100%">
          {problem}
        </Alert>
      )}
      <Group>
        {completed || outcome?.status === 'saved' ? (
          <Button onClick={issue} loading={pending} leftSection={<IconCertificate size={18} />}>
            {t('certificate.tryAgain')}
          </Button>
        ) : (
          <Button onClick={receive} loading={pending} leftSection={<IconCertificate size={18} />}>
            {t('certificate.receive')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
