import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textOf, textsOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { IntroField } from '../kit/editing/IntroField.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

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
      <IntroField value={value.intro} onChange={(intro) => set({ intro })} />
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
