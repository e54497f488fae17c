import { pollContentSchema } from '@lp/shared/formats/interactive';
import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, textOf } from '../kit/content/content-values.ts';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import { OptionList } from '../kit/editing/OptionList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Poll editor: one question and its options. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <Textarea
        label={t('poll.prompt')}
        value={textOf(value.prompt)}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...value, prompt: event.currentTarget.value })}
      />
      <OptionList
        options={listOf<{ id: string; text: string }>(value.options)}
        readOnly={readOnly}
        onChange={(options) => onChange({ ...value, options })}
      />
      <InteractiveContentIssues schema={pollContentSchema} value={value} />
    </Stack>
  );
}
