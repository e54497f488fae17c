import type { EditorProps } from '../editor-props.ts';
import { ProductListEditor } from '../productcatalog/ProductListEditor.tsx';

/** Product grid editor: the products, shown to learners as a filterable grid of cards. */
export function Editor(props: EditorProps) {
  return <ProductListEditor readerType="productgrid" {...props} />;
}
