import { offerContentSchema } from '@lp/shared/formats/commerce';
import { Badge, Button, Card, CopyButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDiscount, IconExternalLink, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, today } from '../kit/content/formatting.ts';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import { NewTabButton } from '../kit/reader/NewTabButton.tsx';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../kit/reader-props.ts';

/**
 * Offer: a coupon with its validity; revealing the code completes it, and the server grants the
 * deck's points on the first completion.
 */
export function Reader({ content, settings, record, onComplete }: ReaderProps) {
  const { t, i18n } = useTranslation('formatsReading');
  const offer = useParsedContent(offerContentSchema, content);
  const [revealed, setRevealed] = useState(false);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  if (!offer) return <EmptyContent />;

  const day = today();
  const notYet = offer.validFrom !== undefined && day < offer.validFrom;
  const expired = offer.validUntil !== undefined && day > offer.validUntil;
  const points = record?.completion ? 0 : (settings?.maxPoints ?? 0);
  const reveal = async () => {
    setRevealed(true);
    setOutcome(await onComplete({ viewedPercentage: 100 }));
  };

  return (
    <Stack gap="lg">
      <Card
        withBorder
        radius="lg"
        p="lg"
        style={{ borderStyle: 'dashed', borderWidth: 2 }}
        component="article"
      >
        {offer.image && (
          <Card.Section>
            <Image src={offer.image} alt="" h={180} fit="cover" />
          </Card.Section>
        )}
        <Stack gap="sm" mt={offer.image ? 'md' : 0}>
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {offer.title}
            </Title>
            {/* An explicit variant sends the badge colours through the theme: the team's text colour on the team colour. */}
            {offer.benefit && (
              <Badge size="xl" variant="filled" leftSection={<IconDiscount size={18} />}>
                {offer.benefit}
              </Badge>
            )}
          </Group>
          {offer.description && <Text style={{ whiteSpace: 'pre-line' }}>{offer.description}</Text>}
          <Group gap="xs">
            {offer.validFrom && (
              <Text size="sm" c="dimmed">
                {t('offer.validFrom', { day: formatDay(offer.validFrom, i18n.language) })}
              </Text>
            )}
            {offer.validUntil && (
              <Text size="sm" c={expired ? 'red' : 'dimmed'}>
                {t(expired ? 'offer.expiredOn' : 'offer.validUntil', {
                  day: formatDay(offer.validUntil, i18n.language),
                })}
              </Text>
            )}
          </Group>
          {revealed ? (
            <Group gap="sm" aria-live="polite">
              <Text
                ff="monospace"
                fz={28}
                fw={700}
                lts={2}
                aria-label={t('offer.yourCode', { code: offer.code })}
              >
                {offer.code}
              </Text>
              <CopyButton value={offer.code}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  >
                    {copied ? t('offer.copied') : t('offer.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          ) : (
            <Group>
              <Button leftSection={<IconEye size={18} />} onClick={reveal} disabled={expired || notYet}>
                {t('offer.reveal')}
              </Button>
              {points > 0 && !expired && !notYet && (
                <Text size="sm" c="dimmed">
                  {t('offer.earn', { points })}
                </Text>
              )}
            </Group>
          )}
          {revealed && offer.link && (
            <NewTabButton
              href={offer.link}
              variant="subtle"
              rightSection={<IconExternalLink size={16} />}
              w="fit-content"
            >
              {t('offer.use')}
            </NewTabButton>
          )}
          {offer.terms && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {offer.terms}
            </Text>
          )}
        </Stack>
      </Card>
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
