import { ratingContentSchema } from '@lp/shared/formats/interactive';
import { Stack, Switch, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentIssues } from '../assessment/editing/ContentIssues.tsx';
import { textOf } from '../assessment/editing/ids.ts';
import type { EditorProps } from '../editor-props.ts';

/** Rating editor: the question and whether learners may add a comment. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <Textarea
        label={t('rating.prompt')}
        value={textOf(value.prompt)}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...value, prompt: event.currentTarget.value })}
      />
      <Switch
        label={t('rating.allowComment')}
        checked={value.allowComment !== false}
        disabled={readOnly}
        onChange={(event) => onChange({ ...value, allowComment: event.currentTarget.checked })}
      />
      <ContentIssues schema={ratingContentSchema} value={value} />
    </Stack>
  );
}
