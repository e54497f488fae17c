import type { EditorProps } from '../kit/editor-props.ts';
import { ProductListEditor } from '../kit/products/ProductListEditor.tsx';

/** Product grid editor: the products, shown to learners as a filterable grid of cards. */
export function Editor(props: EditorProps) {
  return <ProductListEditor readerType="productgrid" {...props} />;
}
