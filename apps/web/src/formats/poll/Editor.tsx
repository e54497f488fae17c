import { pollContentSchema } from '@lp/shared/formats/interactive';
import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentIssues } from '../assessment/editing/ContentIssues.tsx';
import { listOf, textOf } from '../assessment/editing/ids.ts';
import { OptionList } from '../assessment/editing/OptionList.tsx';
import type { EditorProps } from '../editor-props.ts';

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
      <ContentIssues schema={pollContentSchema} value={value} />
    </Stack>
  );
}
