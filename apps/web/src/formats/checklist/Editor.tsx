import { checklistContentSchema } from '@lp/shared/formats/interactive';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentIssues } from '../assessment/editing/ContentIssues.tsx';
import { listOf, newItemId } from '../assessment/editing/ids.ts';
import { ListEditor } from '../assessment/editing/ListEditor.tsx';
import type { EditorProps } from '../editor-props.ts';

type Item = { id: string; text: string };

/** Checklist editor: the items a learner ticks. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <ListEditor<Item>
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
      <ContentIssues schema={checklistContentSchema} value={value} />
    </Stack>
  );
}
