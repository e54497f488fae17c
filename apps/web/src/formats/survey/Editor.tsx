import { type SurveyQuestion, surveyContentSchema } from '@lp/shared/formats/interactive';
import { Select, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, newItemId } from '../kit/content/content-values.ts';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import { OptionList } from '../kit/editing/OptionList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

const TYPES: SurveyQuestion['type'][] = ['single', 'multiple', 'scale', 'text'];
const blankOptions = () => [
  { id: newItemId('o'), text: '' },
  { id: newItemId('o'), text: '' },
];

function ofType(type: SurveyQuestion['type'], from: SurveyQuestion): SurveyQuestion {
  const base = { id: from.id, prompt: from.prompt };
  if (type === 'scale' || type === 'text') return { ...base, type };
  return { ...base, type, options: 'options' in from ? from.options : blankOptions() };
}

/** Survey editor: questions of four kinds, none with a right answer. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <ItemList<SurveyQuestion>
        items={listOf<SurveyQuestion>(value.questions)}
        readOnly={readOnly}
        onChange={(questions) => onChange({ ...value, questions })}
        itemLabel={(index) => t('editor.question', { position: index + 1 })}
        addLabel={t('editor.addQuestion')}
        create={() => ({ id: newItemId('s'), type: 'single', prompt: '', options: blankOptions() })}
        renderItem={(question, update) => (
          <Stack gap="sm">
            <Select
              label={t('editor.questionType')}
              data={TYPES.map((type) => ({ value: type, label: t(`survey.types.${type}`) }))}
              value={question.type}
              allowDeselect={false}
              readOnly={readOnly}
              onChange={(type) => type && update(ofType(type as SurveyQuestion['type'], question))}
            />
            <Textarea
              label={t('editor.prompt')}
              value={question.prompt}
              readOnly={readOnly}
              onChange={(event) => update({ ...question, prompt: event.currentTarget.value })}
            />
            {'options' in question && (
              <OptionList
                options={question.options}
                readOnly={readOnly}
                onChange={(options) => update({ ...question, options })}
              />
            )}
          </Stack>
        )}
      />
      <InteractiveContentIssues schema={surveyContentSchema} value={value} />
    </Stack>
  );
}
