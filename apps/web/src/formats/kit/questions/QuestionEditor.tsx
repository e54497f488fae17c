import type { Question } from '@lp/shared/formats/assessment';
import { Radio, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newItemId } from '../content/content-values.ts';
import { ItemList } from '../editing/ItemList.tsx';
import { ChoiceOptionsEditor } from './ChoiceOptionsEditor.tsx';
import {
  orderingItems,
  QUESTION_TYPES,
  type QuestionType,
  questionOfType,
  withOrderingItems,
} from './question-model.ts';

interface QuestionEditorProps {
  question: Question;
  onChange: (question: Question) => void;
  readOnly: boolean;
}

function AnswerEditor({ question, onChange, readOnly }: QuestionEditorProps) {
  const { t } = useTranslation('formatsInteractive');
  switch (question.type) {
    case 'single':
    case 'multiple':
      return <ChoiceOptionsEditor question={question} onChange={onChange} readOnly={readOnly} />;
    case 'truefalse':
      return (
        <Radio.Group
          label={t('editor.rightAnswer')}
          value={String(question.answer)}
          onChange={(value) => onChange({ ...question, answer: value === 'true' })}
        >
          <Stack gap={4} mt={4}>
            <Radio value="true" label={t('editor.true')} disabled={readOnly} />
            <Radio value="false" label={t('editor.false')} disabled={readOnly} />
          </Stack>
        </Radio.Group>
      );
    case 'fillblank':
      return (
        <TagsInput
          label={t('editor.acceptedAnswers')}
          description={t('editor.acceptedAnswersHelp')}
          value={question.answer}
          readOnly={readOnly}
          onChange={(answer) => onChange({ ...question, answer })}
        />
      );
    case 'ordering':
      return (
        <Stack gap="xs">
          <ItemList
            compact
            items={orderingItems(question)}
            readOnly={readOnly}
            onChange={(items) => onChange(withOrderingItems(question, items))}
            itemLabel={(index) => t('editor.orderItem', { position: index + 1 })}
            addLabel={t('editor.addItem')}
            create={() => ({ id: newItemId('o'), text: '' })}
            renderItem={(item, update, index) => (
              <TextInput
                label={t('editor.orderItem', { position: index + 1 })}
                value={item.text}
                readOnly={readOnly}
                onChange={(event) => update({ ...item, text: event.currentTarget.value })}
              />
            )}
          />
        </Stack>
      );
  }
}

/** One question: its type, prompt, answer key and the explanation shown with feedback. */
export function QuestionEditor({ question, onChange, readOnly }: QuestionEditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="sm">
      <Select
        label={t('editor.questionType')}
        data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`editor.types.${type}`) }))}
        value={question.type}
        allowDeselect={false}
        readOnly={readOnly}
        onChange={(type) => type && onChange(questionOfType(type as QuestionType, question))}
      />
      <Textarea
        label={t('editor.prompt')}
        minRows={1}
        value={question.prompt}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...question, prompt: event.currentTarget.value })}
      />
      <AnswerEditor question={question} onChange={onChange} readOnly={readOnly} />
      <Textarea
        label={t('editor.explanation')}
        description={t('editor.explanationHelp')}
        minRows={1}
        value={question.explanation ?? ''}
        readOnly={readOnly}
        onChange={(event) => {
          const explanation = event.currentTarget.value;
          onChange({ ...question, explanation: explanation || undefined });
        }}
      />
    </Stack>
  );
}
