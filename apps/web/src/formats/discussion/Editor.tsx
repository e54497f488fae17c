import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberOf, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { RichTextInput } from '../kit/editing/RichTextInput.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Discussion editor: the prompt learners discuss and how many comments complete it. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const minComments = numberOf(value.minComments, 1);
  const set = (patch: Record<string, unknown>) =>
    onChange({ ...value, html: textOf(value.html), minComments, ...patch });
  return (
    <EditorFrame readerType="discussion" value={value} readOnly={readOnly}>
      <RichTextInput
        label={t('discussion.prompt')}
        value={textOf(value.html)}
        onChange={(html) => set({ html })}
        readOnly={readOnly}
      />
      <NumberInput
        label={t('discussion.minComments')}
        description={t('discussion.minCommentsHint')}
        min={0}
        max={10}
        allowDecimal={false}
        value={minComments}
        onChange={(next) => set({ minComments: typeof next === 'number' ? next : 0 })}
      />
    </EditorFrame>
  );
}
