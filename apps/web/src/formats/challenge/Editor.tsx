import { challengeContentSchema } from '@lp/shared/formats/interactive';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, newItemId, textOf } from '../kit/content/content-values.ts';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

type Task = { id: string; title: string; details?: string };

/** Challenge editor: an introduction and the tasks to complete for the deck's points. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <Textarea
        label={t('challenge.intro')}
        minRows={2}
        value={textOf(value.intro)}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...value, intro: event.currentTarget.value })}
      />
      <ItemList<Task>
        items={listOf<Task>(value.tasks)}
        readOnly={readOnly}
        onChange={(tasks) => onChange({ ...value, tasks })}
        itemLabel={(index) => t('challenge.task', { position: index + 1 })}
        addLabel={t('challenge.addTask')}
        create={() => ({ id: newItemId('t'), title: '' })}
        renderItem={(task, update) => (
          <Stack gap="xs">
            <TextInput
              label={t('challenge.taskTitle')}
              value={task.title}
              readOnly={readOnly}
              onChange={(event) => update({ ...task, title: event.currentTarget.value })}
            />
            <Textarea
              label={t('challenge.taskDetails')}
              value={task.details ?? ''}
              readOnly={readOnly}
              onChange={(event) => update({ ...task, details: event.currentTarget.value || undefined })}
            />
          </Stack>
        )}
      />
      <InteractiveContentIssues schema={challengeContentSchema} value={value} />
    </Stack>
  );
}
