import { scratchcardContentSchema } from '@lp/shared/formats/interactive';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textOf } from '../kit/content/content-values.ts';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { CollectibleEditor } from '../kit/scratch/CollectibleEditor.tsx';

/** Scratch card editor: the prize under the cover and an optional collectible. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <TextInput
        label={t('scratch.prize')}
        value={textOf(value.prize)}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...value, prize: event.currentTarget.value })}
      />
      <TextInput
        label={t('editor.imageUrl')}
        value={textOf(value.image)}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...value, image: event.currentTarget.value || undefined })}
      />
      <CollectibleEditor
        value={value.collectible}
        readOnly={readOnly}
        onChange={(collectible) => onChange({ ...value, collectible })}
      />
      <InteractiveContentIssues schema={scratchcardContentSchema} value={value} />
    </Stack>
  );
}
