import type { ProductListContent } from '@lp/shared/formats/commerce';
import { Chip, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductView } from './ProductView.tsx';

const ALL = '';

/** Products filtered by category chips and a name search, as a list (catalog) or a grid. */
export function ProductBrowser({ list, layout }: { list: ProductListContent; layout: 'row' | 'card' }) {
  const { t } = useTranslation('formatsReading');
  const [category, setCategory] = useState(ALL);
  const [search, setSearch] = useState('');
  const categories = useMemo(
    () => [...new Set(list.products.map((product) => product.category).filter((c): c is string => !!c))],
    [list.products],
  );
  const needle = search.trim().toLocaleLowerCase();
  const shown = list.products.filter(
    (product) =>
      (category === ALL || product.category === category) &&
      (needle === '' || product.name.toLocaleLowerCase().includes(needle)),
  );

  return (
    <Stack gap="md">
      {list.intro && <Text size="lg">{list.intro}</Text>}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {categories.length > 0 && (
          <Chip.Group value={category} onChange={(value) => setCategory(String(value))}>
            {/* An explicit variant sends the chips' colours through the theme, which puts the team's
                text colour on the team colour (Mantine's default white fails contrast on light colours). */}
            <Group gap="xs" role="radiogroup" aria-label={t('product.category')}>
              <Chip value={ALL} variant="filled">
                {t('product.all')}
              </Chip>
              {categories.map((name) => (
                <Chip key={name} value={name} variant="filled">
                  {name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        <TextInput
          aria-label={t('product.search')}
          placeholder={t('product.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('product.count', { count: shown.length })}
      </Text>
      {layout === 'card' ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {shown.map((product, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: products have no ids; names may repeat
            <ProductView key={index} product={product} layout="card" />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">
          {shown.map((product, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: products have no ids; names may repeat
            <ProductView key={index} product={product} layout="row" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
