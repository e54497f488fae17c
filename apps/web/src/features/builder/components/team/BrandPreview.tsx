import type { TeamBranding } from '@lp/shared/teams';
import { Box, Button, Card, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DesignValues {
  title: string;
  colors: TeamBranding['colors'];
  logo: string | null;
  cards: TeamBranding['cards'];
}

/** A live sketch of the learner app with the chosen name, logo, colours and first welcome card. */
export function BrandPreview({ values }: { values: DesignValues }) {
  const { t } = useTranslation('builder');
  const card = values.cards[0];
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden' }}
      aria-label={t('design.preview')}
      role="figure"
    >
      <Group h={48} px="sm" gap="sm" bg={values.colors.main} wrap="nowrap">
        {values.logo && <Image src={values.logo} alt="" h={28} w="auto" fit="contain" />}
        <Text fw={700} c={values.colors.primaryText} truncate="end">
          {values.title || t('design.appNamePlaceholder')}
        </Text>
      </Group>
      <Stack p="md" gap="sm">
        <Text fw={600}>{t('design.previewWelcome')}</Text>
        {card && (
          <Card withBorder padding="sm">
            {card.image && (
              <Card.Section>
                <Image src={card.image} alt="" h={100} fit="cover" />
              </Card.Section>
            )}
            <Text fw={600} mt="xs">
              {card.header}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {card.content}
            </Text>
          </Card>
        )}
        <Box>
          <Button style={{ backgroundColor: values.colors.primary, color: values.colors.primaryText }}>
            {t('design.previewButton')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
