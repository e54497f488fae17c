import { checklistContentSchema } from '@lp/shared/formats/interactive';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, newItemId } from '../kit/content/content-values.ts';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

type Item = { id: string; text: string };

/** Checklist editor: the items a learner ticks. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <ItemList<Item>
        compact
        items={listOf<Item>(value.items)}
        readOnly={readOnly}
        onChange={(items) => onChange({ ...value, items })}
        itemLabel={(index) => t('checklist.item', { position: index + 1 })}
        addLabel={t('checklist.addItem')}
        create={() => ({ id: newItemId('i'), text: '' })}
        renderItem={(item, update, index) => (
          <TextInput
            label={t('checklist.item', { position: index + 1 })}
            value={item.text}
            readOnly={readOnly}
            onChange={(event) => update({ ...item, text: event.currentTarget.value })}
          />
        )}
      />
      <InteractiveContentIssues schema={checklistContentSchema} value={value} />
    </Stack>
  );
}
