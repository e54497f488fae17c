import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

interface Section {
  stat: string;
  label: string;
  description?: string;
}

/** Infographic editor: a title, a tall image with its description, and stat + label sections. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const sections: Section[] = listOf(value.sections).map((section) => ({
    stat: textOf(section.stat),
    label: textOf(section.label),
    description: optionalText(section.description),
  }));
  const set = (patch: Record<string, unknown>) => onChange({ ...value, sections, ...patch });
  return (
    <EditorFrame readerType="infographic" value={value} readOnly={readOnly}>
      <TextInput
        label={t('editor.title')}
        value={textOf(value.title)}
        onChange={(event) => set({ title: optionalText(event.currentTarget.value) })}
      />
      <ImageField
        label={t('infographic.image')}
        value={optionalText(value.image)}
        onChange={(image) => set({ image })}
      />
      <TextInput
        label={t('editor.alt')}
        value={textOf(value.alt)}
        onChange={(event) => set({ alt: optionalText(event.currentTarget.value) })}
      />
      <ItemList<Section>
        items={sections}
        onChange={(next) => set({ sections: next })}
        create={() => ({ stat: '', label: '' })}
        itemLabel={(index) => t('infographic.statN', { n: index + 1 })}
        addLabel={t('infographic.addStat')}
        max={30}
        renderItem={(section, update) => (
          <>
            <Group grow align="flex-start">
              <TextInput
                label={t('infographic.stat')}
                placeholder="92%"
                value={section.stat}
                onChange={(event) => update({ ...section, stat: event.currentTarget.value })}
              />
              <TextInput
                label={t('infographic.label')}
                value={section.label}
                onChange={(event) => update({ ...section, label: event.currentTarget.value })}
              />
            </Group>
            <TextInput
              label={t('editor.description')}
              value={section.description ?? ''}
              onChange={(event) =>
                update({ ...section, description: optionalText(event.currentTarget.value) })
              }
            />
          </>
        )}
      />
    </EditorFrame>
  );
}
