import type { Question } from '@lp/shared/formats/assessment';
import { Checkbox, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newItemId } from '../content/content-values.ts';
import { ItemList } from '../editing/ItemList.tsx';

type ChoiceQuestion = Extract<Question, { type: 'single' | 'multiple' }>;

interface ChoiceOptionsEditorProps {
  question: ChoiceQuestion;
  onChange: (question: ChoiceQuestion) => void;
  readOnly: boolean;
}

/** The options of a single or multiple choice question, each marked correct or not. */
export function ChoiceOptionsEditor({ question, onChange, readOnly }: ChoiceOptionsEditorProps) {
  const { t } = useTranslation('formatsInteractive');
  const toggle = (id: string, correct: boolean) => {
    if (question.type === 'single') return onChange({ ...question, answer: correct ? [id] : [] });
    const others = question.answer.filter((answerId) => answerId !== id);
    onChange({ ...question, answer: correct ? [...others, id] : others });
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {question.type === 'single' ? t('editor.optionsSingle') : t('editor.optionsMultiple')}
      </Text>
      <ItemList
        compact
        items={question.options}
        readOnly={readOnly}
        onChange={(options) =>
          onChange({
            ...question,
            options,
            answer: question.answer.filter((id) => options.some((o) => o.id === id)),
          })
        }
        itemLabel={(index) => t('editor.option', { position: index + 1 })}
        addLabel={t('editor.addOption')}
        create={() => ({ id: newItemId('o'), text: '' })}
        renderItem={(option, update, index) => {
          const correct = question.answer.includes(option.id);
          const label = t('editor.correctOption', { position: index + 1 });
          return (
            <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
              <TextInput
                style={{ flex: 1 }}
                label={t('editor.option', { position: index + 1 })}
                value={option.text}
                readOnly={readOnly}
                onChange={(event) => update({ ...option, text: event.currentTarget.value })}
              />
              {question.type === 'single' ? (
                <Radio
                  mb={8}
                  label={label}
                  checked={correct}
                  disabled={readOnly}
                  onChange={(event) => toggle(option.id, event.currentTarget.checked)}
                />
              ) : (
                <Checkbox
                  mb={8}
                  label={label}
                  checked={correct}
                  disabled={readOnly}
                  onChange={(event) => toggle(option.id, event.currentTarget.checked)}
                />
              )}
            </div>
          );
        }}
      />
    </Stack>
  );
}
