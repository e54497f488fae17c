import type { ResponseValue } from '@lp/shared/formats/assessment';
import type { SurveyQuestion } from '@lp/shared/formats/interactive';
import { Group, Radio, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../kit/questions/ChoiceInput.tsx';

interface SurveyQuestionInputProps {
  question: SurveyQuestion;
  value: ResponseValue | undefined;
  onChange: (value: ResponseValue) => void;
}

const SCALE = ['1', '2', '3', '4', '5'];
const ids = (value: ResponseValue | undefined) => (Array.isArray(value) ? value : []);

/** One survey question: a choice, a 1-5 scale or free text. */
export function SurveyQuestionInput({ question, value, onChange }: SurveyQuestionInputProps) {
  const { t } = useTranslation('formatsInteractive');
  if (question.type === 'single' || question.type === 'multiple') {
    return (
      <ChoiceInput question={question} hint={t('survey.chooseAll')} value={ids(value)} onChange={onChange} />
    );
  }
  switch (question.type) {
    case 'scale':
      return (
        <Radio.Group
          label={question.prompt}
          description={t('survey.scaleHelp')}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
        >
          <Group gap="lg" mt="xs">
            {SCALE.map((step) => (
              <Radio key={step} value={step} label={step} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'text':
      return (
        <Textarea
          label={question.prompt}
          minRows={2}
          maxLength={500}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
