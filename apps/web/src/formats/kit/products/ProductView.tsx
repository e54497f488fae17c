import type { Product } from '@lp/shared/formats/commerce';
import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../content/formatting.ts';
import { NewTabButton } from '../reader/NewTabButton.tsx';

interface ProductViewProps {
  product: Product;
  /** 'card' stacks the picture over the text (grids); 'row' puts it beside the text (catalog lists). */
  layout: 'card' | 'row';
}

/** One product: picture, name, price in the learner's number format, description and its link. */
export function ProductView({ product, layout }: ProductViewProps) {
  const { t, i18n } = useTranslation('formatsReading');
  const details = (
    <Stack gap={6} flex={1}>
      {product.category && (
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {product.category}
        </Text>
      )}
      <Title order={3} size="h4">
        {product.name}
      </Title>
      <Text fw={700} size="lg" c="var(--mantine-primary-color-light-color)">
        {formatPrice(product.price, product.currency, i18n.language)}
      </Text>
      {product.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {product.description}
        </Text>
      )}
      {product.link && (
        <NewTabButton
          href={product.link}
          variant="light"
          size="xs"
          w="fit-content"
          rightSection={<IconExternalLink size={14} />}
          aria-label={t('product.viewNamed', { name: product.name })}
        >
          {t('product.view')}
        </NewTabButton>
      )}
    </Stack>
  );
  if (layout === 'row') {
    return (
      <Card withBorder radius="md" p="md" component="article">
        <Group align="flex-start" wrap="nowrap" gap="md">
          {product.image && <Image src={product.image} alt="" w={120} h={120} radius="sm" fit="cover" />}
          {details}
        </Group>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" p="md" h="100%" component="article">
      {product.image && (
        <Card.Section mb="sm">
          <Image src={product.image} alt="" h={180} fit="cover" />
        </Card.Section>
      )}
      {details}
    </Card>
  );
}
