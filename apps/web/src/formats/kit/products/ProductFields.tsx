import { Group, NumberInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText } from '../content/content-values.ts';
import { ImageField } from '../editing/ImageField.tsx';
import type { ProductDraft } from './product-draft.ts';

/** The fields of one product, shared by the catalog, grid and card editors. */
export function ProductFields({
  product,
  update,
}: {
  product: ProductDraft;
  update: (p: ProductDraft) => void;
}) {
  const { t } = useTranslation('formatsReading');
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label={t('product.name')}
          required
          value={product.name}
          onChange={(event) => update({ ...product, name: event.currentTarget.value })}
        />
        <TextInput
          label={t('product.category')}
          value={product.category ?? ''}
          onChange={(event) => update({ ...product, category: optionalText(event.currentTarget.value) })}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberInput
          label={t('product.price')}
          required
          min={0}
          decimalScale={2}
          value={product.price}
          onChange={(price) =>
            update({ ...product, price: typeof price === 'number' ? price : Number(price) || 0 })
          }
        />
        <TextInput
          label={t('product.currency')}
          description={t('product.currencyHint')}
          maxLength={3}
          value={product.currency}
          onChange={(event) => update({ ...product, currency: event.currentTarget.value.toUpperCase() })}
        />
      </Group>
      <Textarea
        label={t('editor.description')}
        autosize
        minRows={2}
        value={product.description ?? ''}
        onChange={(event) => update({ ...product, description: optionalText(event.currentTarget.value) })}
      />
      <ImageField value={product.image} onChange={(image) => update({ ...product, image })} />
      <TextInput
        type="url"
        label={t('product.link')}
        placeholder="https://"
        value={product.link ?? ''}
        onChange={(event) => update({ ...product, link: optionalText(event.currentTarget.value) })}
      />
    </>
  );
}
