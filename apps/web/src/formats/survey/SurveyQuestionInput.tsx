import type { ResponseValue } from '@lp/shared/formats/assessment';
import type { SurveyQuestion } from '@lp/shared/formats/interactive';
import { Checkbox, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  switch (question.type) {
    case 'single':
      return (
        <Radio.Group label={question.prompt} value={ids(value)[0] ?? null} onChange={(id) => onChange([id])}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id} label={option.text} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          label={question.prompt}
          description={t('survey.chooseAll')}
          value={ids(value)}
          onChange={onChange}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Checkbox key={option.id} value={option.id} label={option.text} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
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
