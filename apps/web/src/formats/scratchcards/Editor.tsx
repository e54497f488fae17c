import { scratchcardsContentSchema } from '@lp/shared/formats/interactive';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, newItemId } from '../kit/content/content-values.ts';
import { documentFields } from '../kit/editing/fields.tsx';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { CollectibleEditor } from '../kit/scratch/CollectibleEditor.tsx';

type Card = { id: string; prize: string; image?: string };

/** Scratch cards editor: the cards and their prizes, and an optional collectible for the set. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <ItemList<Card>
        items={listOf<Card>(value.cards)}
        readOnly={readOnly}
        onChange={(cards) => onChange({ ...value, cards })}
        itemLabel={(index) => t('scratch.card', { position: index + 1 })}
        addLabel={t('scratch.addCard')}
        create={() => ({ id: newItemId('c'), prize: '' })}
        renderItem={(card, update) => {
          const field = documentFields(card, update, readOnly);
          return (
            <Stack gap="xs">
              <TextInput label={t('scratch.prize')} {...field.input('prize')} />
              <TextInput label={t('editor.imageUrl')} {...field.optionalInput('image')} />
            </Stack>
          );
        }}
      />
      <CollectibleEditor
        value={value.collectible}
        readOnly={readOnly}
        onChange={(collectible) => onChange({ ...value, collectible })}
      />
      <InteractiveContentIssues schema={scratchcardsContentSchema} value={value} />
    </Stack>
  );
}
