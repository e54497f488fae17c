import type { ResponseValue } from '@lp/shared/formats/assessment';
import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from './ChoiceInput.tsx';
import { OrderingInput } from './OrderingInput.tsx';
import type { LearnerQuestion } from './questions.ts';

interface QuestionInputProps {
  question: LearnerQuestion;
  value: ResponseValue | undefined;
  onChange: (value: ResponseValue) => void;
}

const asIds = (value: ResponseValue | undefined) => (Array.isArray(value) ? value : []);

/** The answer field of one question, by its type. */
export function QuestionInput({ question, value, onChange }: QuestionInputProps) {
  const { t } = useTranslation();
  if (question.type === 'single' || question.type === 'multiple') {
    return (
      <ChoiceInput
        question={question}
        hint={t('reader.quiz.chooseAll')}
        value={asIds(value)}
        onChange={onChange}
      />
    );
  }
  switch (question.type) {
    case 'truefalse':
      return (
        <Radio.Group
          value={typeof value === 'boolean' ? String(value) : null}
          onChange={(choice) => onChange(choice === 'true')}
          label={question.prompt}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="true" label={t('reader.quiz.true')} />
            <Radio value="false" label={t('reader.quiz.false')} />
          </Stack>
        </Radio.Group>
      );
    case 'fillblank':
      return (
        <TextInput
          label={question.prompt}
          placeholder={t('reader.quiz.yourAnswer')}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'ordering':
      return (
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {question.prompt}
          </Text>
          <OrderingInput options={question.options} value={asIds(value)} onChange={onChange} />
        </Stack>
      );
  }
}
