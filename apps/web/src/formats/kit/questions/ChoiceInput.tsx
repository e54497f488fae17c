import { Checkbox, Radio, Stack } from '@mantine/core';

interface ChoiceInputProps {
  /** A question answered by choosing one option (no type: single) or several (`multiple`). */
  question: {
    type?: 'single' | 'multiple';
    prompt: string;
    options: readonly { id: string; text: string }[];
  };
  /** Said under the prompt of a multiple choice question ("choose all that apply"). */
  hint?: string;
  /** The ids of the chosen options. */
  value: string[];
  onChange: (ids: string[]) => void;
}

/** A question answered by choosing one option (radio buttons), or several (check boxes). */
export function ChoiceInput({ question, hint, value, onChange }: ChoiceInputProps) {
  const multiple = question.type === 'multiple';
  const choices = question.options.map((option) =>
    multiple ? (
      <Checkbox key={option.id} value={option.id} label={option.text} />
    ) : (
      <Radio key={option.id} value={option.id} label={option.text} />
    ),
  );
  return multiple ? (
    <Checkbox.Group label={question.prompt} description={hint} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {choices}
      </Stack>
    </Checkbox.Group>
  ) : (
    <Radio.Group label={question.prompt} value={value[0] ?? null} onChange={(id) => onChange([id])}>
      <Stack gap="xs" mt="xs">
        {choices}
      </Stack>
    </Radio.Group>
  );
}
