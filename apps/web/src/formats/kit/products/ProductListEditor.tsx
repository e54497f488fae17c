import { useTranslation } from 'react-i18next';
import { listOf } from '../content/content-values.ts';
import { EditorFrame } from '../editing/EditorFrame.tsx';
import { IntroField } from '../editing/IntroField.tsx';
import { ItemList } from '../editing/ItemList.tsx';
import type { EditorProps } from '../editor-props.ts';
import { ProductFields } from './ProductFields.tsx';
import { newProduct, type ProductDraft, productDraftOf } from './product-draft.ts';

/** The editor of a product list (catalog or grid): an introduction and the products in order. */
export function ProductListEditor({
  readerType,
  value,
  onChange,
  readOnly,
}: EditorProps & { readerType: 'productcatalog' | 'productgrid' }) {
  const { t } = useTranslation('formatsReading');
  const products = listOf(value.products).map(productDraftOf);
  const set = (patch: Record<string, unknown>) => onChange({ ...value, products, ...patch });
  return (
    <EditorFrame readerType={readerType} value={value} readOnly={readOnly}>
      <IntroField value={value.intro} onChange={(intro) => set({ intro })} />
      <ItemList<ProductDraft>
        items={products}
        onChange={(next) => set({ products: next })}
        create={() => newProduct(products.at(-1)?.currency)}
        itemLabel={(index) => t('product.productN', { n: index + 1 })}
        addLabel={t('product.add')}
        min={1}
        max={200}
        renderItem={(product, update) => <ProductFields product={product} update={update} />}
      />
    </EditorFrame>
  );
}
