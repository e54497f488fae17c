import { ratingContentSchema } from '@lp/shared/formats/interactive';
import { Stack, Switch, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textOf } from '../kit/content/content-values.ts';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

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
      <InteractiveContentIssues schema={ratingContentSchema} value={value} />
    </Stack>
  );
}
