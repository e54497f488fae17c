import { collectibleSchema } from '@lp/shared/formats/interactive';
import { Alert, Group, Image, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The collectible a completed scratch card grants (the server adds it to the achievements once). */
export function CollectibleNote({ collectible }: { collectible: unknown }) {
  const { t } = useTranslation('formatsInteractive');
  const prize = collectibleSchema.safeParse(collectible).data;
  if (!prize) return null;
  return (
    <Alert color="yellow" icon={<IconGift size={18} />} title={t('scratch.collectibleTitle')} role="status">
      <Group gap="sm">
        {prize.image && <Image src={prize.image} alt={prize.title} h={48} w="auto" />}
        <Text>{t('scratch.collectible', { title: prize.title })}</Text>
      </Group>
    </Alert>
  );
}
