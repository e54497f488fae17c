import { FORMATS } from '@lp/shared/formats/registry';
import { CONTENT_CATEGORIES } from '@lp/shared/progress';
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import { IntroField } from '../kit/editing/IntroField.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

interface Recommended {
  title: string;
  description?: string;
  image?: string;
  kind: 'course' | 'article';
  identifier: string;
  readerType?: string;
}

const FORMAT_OPTIONS = CONTENT_CATEGORIES.map((type) => ({ value: type, label: FORMATS[type].name }));

/** Recommendation editor: the courses and articles to recommend, in order. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const items: Recommended[] = listOf(value.items).map((item) => ({
    title: textOf(item.title),
    description: optionalText(item.description),
    image: optionalText(item.image),
    kind: item.kind === 'course' ? 'course' : 'article',
    identifier: textOf(item.identifier),
    readerType: item.kind === 'course' ? undefined : (optionalText(item.readerType) ?? 'article'),
  }));
  const set = (patch: Record<string, unknown>) => onChange({ ...value, items, ...patch });
  return (
    <EditorFrame readerType="recommendation" value={value} readOnly={readOnly}>
      <IntroField value={value.intro} onChange={(intro) => set({ intro })} />
      <ItemList<Recommended>
        items={items}
        onChange={(next) => set({ items: next })}
        create={() => ({ title: '', kind: 'course', identifier: '' })}
        itemLabel={(index) => t('recommendation.itemN', { n: index + 1 })}
        addLabel={t('recommendation.addItem')}
        min={1}
        max={30}
        renderItem={(item, update) => (
          <>
            <SegmentedControl
              aria-label={t('recommendation.kind')}
              value={item.kind}
              onChange={(kind) =>
                update({
                  ...item,
                  kind: kind === 'course' ? 'course' : 'article',
                  readerType: kind === 'course' ? undefined : 'article',
                })
              }
              data={[
                { value: 'course', label: t('recommendation.course') },
                { value: 'article', label: t('recommendation.article') },
              ]}
            />
            <Group grow align="flex-start">
              <TextInput
                label={t('recommendation.identifier')}
                value={item.identifier}
                onChange={(event) => update({ ...item, identifier: event.currentTarget.value.trim() })}
              />
              {item.kind === 'article' && (
                <Select
                  label={t('recommendation.format')}
                  data={FORMAT_OPTIONS}
                  searchable
                  allowDeselect={false}
                  value={item.readerType ?? 'article'}
                  onChange={(readerType) => update({ ...item, readerType: readerType ?? 'article' })}
                />
              )}
            </Group>
            <TextInput
              label={t('editor.title')}
              value={item.title}
              onChange={(event) => update({ ...item, title: event.currentTarget.value })}
            />
            <TextInput
              label={t('editor.description')}
              value={item.description ?? ''}
              onChange={(event) => update({ ...item, description: optionalText(event.currentTarget.value) })}
            />
            <ImageField value={item.image} onChange={(image) => update({ ...item, image })} />
          </>
        )}
      />
    </EditorFrame>
  );
}
