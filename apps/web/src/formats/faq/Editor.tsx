import { EditorFrame } from '../article/kit/EditorFrame.tsx';
import type { EditorProps } from '../editor-props.ts';
import { FaqItemsField, faqItemsOf } from './FaqItemsField.tsx';

/** FAQ editor: questions and their answers, in order. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  return (
    <EditorFrame readerType="faq" value={value} readOnly={readOnly}>
      <FaqItemsField items={faqItemsOf(value)} onChange={(items) => onChange({ ...value, items })} />
    </EditorFrame>
  );
}
