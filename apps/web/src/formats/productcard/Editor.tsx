import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textsOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { ProductFields } from '../kit/products/ProductFields.tsx';
import { productDraftOf } from '../kit/products/product-draft.ts';

/** Product card editor: one product and up to ten highlights. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const product = productDraftOf(value.product);
  const highlights = textsOf(value.highlights);
  const set = (patch: Record<string, unknown>) => onChange({ ...value, product, highlights, ...patch });
  return (
    <EditorFrame readerType="productcard" value={value} readOnly={readOnly}>
      <ProductFields product={product} update={(next) => set({ product: next })} />
      <ItemList<string>
        items={highlights}
        onChange={(next) => set({ highlights: next })}
        create={() => ''}
        itemLabel={(index) => t('product.highlightN', { n: index + 1 })}
        addLabel={t('product.addHighlight')}
        max={10}
        renderItem={(highlight, update, index) => (
          <TextInput
            aria-label={t('product.highlightN', { n: index + 1 })}
            value={highlight}
            onChange={(event) => update(event.currentTarget.value)}
          />
        )}
      />
    </EditorFrame>
  );
}
