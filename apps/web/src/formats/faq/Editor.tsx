import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { FaqItemsField, faqItemsOf } from '../kit/faq/FaqItemsField.tsx';

/** FAQ editor: questions and their answers, in order. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  return (
    <EditorFrame readerType="faq" value={value} readOnly={readOnly}>
      <FaqItemsField items={faqItemsOf(value)} onChange={(items) => onChange({ ...value, items })} />
    </EditorFrame>
  );
}
