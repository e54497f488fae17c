import type { EditorProps } from '../kit/editor-props.ts';
import { ProductListEditor } from '../kit/products/ProductListEditor.tsx';

/** Product catalog editor: the products, shown to learners as a filterable list. */
export function Editor(props: EditorProps) {
  return <ProductListEditor readerType="productcatalog" {...props} />;
}
