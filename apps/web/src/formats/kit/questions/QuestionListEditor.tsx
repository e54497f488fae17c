import { assessmentContentSchema, type Question } from '@lp/shared/formats/assessment';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf } from '../content/content-values.ts';
import { InteractiveContentIssues } from '../editing/InteractiveContentIssues.tsx';
import { ItemList } from '../editing/ItemList.tsx';
import type { EditorProps } from '../editor-props.ts';
import { QuestionEditor } from './QuestionEditor.tsx';
import { questionOfType } from './question-model.ts';

/** The questions of a quiz or a game, with their keys, and what still keeps them from saving. */
export function QuestionListEditor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  const questions = listOf<Question>(value.questions);
  return (
    <Stack gap="md">
      <ItemList
        items={questions}
        readOnly={readOnly}
        onChange={(next) => onChange({ ...value, questions: next })}
        itemLabel={(index) => t('editor.question', { position: index + 1 })}
        addLabel={t('editor.addQuestion')}
        create={() => questionOfType('single')}
        renderItem={(question, update) => (
          <QuestionEditor question={question} onChange={update} readOnly={readOnly} />
        )}
      />
      <InteractiveContentIssues schema={assessmentContentSchema} value={value} />
    </Stack>
  );
}
