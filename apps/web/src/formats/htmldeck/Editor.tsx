import { useTranslation } from 'react-i18next';
import { listOf, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import { RichTextInput } from '../kit/editing/RichTextInput.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

interface Page {
  html: string;
}

/** HTML deck editor: pages of rich text, in order; the server sanitizes every page. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const pages: Page[] = listOf(value.pages).map((page) => ({ html: textOf(page.html) }));
  return (
    <EditorFrame readerType="htmldeck" value={value} readOnly={readOnly}>
      <ItemList<Page>
        items={pages}
        onChange={(next) => onChange({ ...value, pages: next })}
        create={() => ({ html: '' })}
        itemLabel={(index) => t('htmldeck.pageN', { n: index + 1 })}
        addLabel={t('htmldeck.addPage')}
        min={1}
        max={50}
        renderItem={(page, update, index) => (
          <RichTextInput
            label={t('htmldeck.pageN', { n: index + 1 })}
            value={page.html}
            onChange={(html) => update({ html })}
            readOnly={readOnly}
          />
        )}
      />
    </EditorFrame>
  );
}
