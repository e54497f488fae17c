import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf, textsOf } from '../article/kit/content-values.ts';
import { EditorFrame } from '../article/kit/EditorFrame.tsx';
import { ItemList } from '../article/kit/ItemList.tsx';
import type { EditorProps } from '../editor-props.ts';

/** Guidelines editor: an introduction, the dos, the don'ts and the sentence the learner ticks. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const dos = textsOf(value.dos);
  const donts = textsOf(value.donts);
  const set = (patch: Record<string, unknown>) =>
    onChange({ ...value, dos, donts, acknowledgement: textOf(value.acknowledgement), ...patch });
  const ruleList = (
    key: 'dos' | 'donts',
    rules: string[],
    itemKey: 'guidelines.doN' | 'guidelines.dontN',
  ) => (
    <ItemList<string>
      items={rules}
      onChange={(next) => set({ [key]: next })}
      create={() => ''}
      itemLabel={(index) => t(itemKey, { n: index + 1 })}
      addLabel={t(key === 'dos' ? 'guidelines.addDo' : 'guidelines.addDont')}
      max={30}
      renderItem={(rule, update, index) => (
        <TextInput
          aria-label={t(itemKey, { n: index + 1 })}
          value={rule}
          onChange={(event) => update(event.currentTarget.value)}
        />
      )}
    />
  );
  return (
    <EditorFrame readerType="guidelines" value={value} readOnly={readOnly}>
      <Textarea
        label={t('editor.intro')}
        autosize
        minRows={2}
        value={textOf(value.intro)}
        onChange={(event) => set({ intro: optionalText(event.currentTarget.value) })}
      />
      {ruleList('dos', dos, 'guidelines.doN')}
      {ruleList('donts', donts, 'guidelines.dontN')}
      <TextInput
        label={t('guidelines.acknowledgement')}
        description={t('guidelines.acknowledgementHint')}
        placeholder={t('guidelines.acknowledgementExample')}
        value={textOf(value.acknowledgement)}
        onChange={(event) => set({ acknowledgement: event.currentTarget.value })}
      />
    </EditorFrame>
  );
}
