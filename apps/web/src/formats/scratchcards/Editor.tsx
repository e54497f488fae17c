import { scratchcardsContentSchema } from '@lp/shared/formats/interactive';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentIssues } from '../assessment/editing/ContentIssues.tsx';
import { listOf, newItemId } from '../assessment/editing/ids.ts';
import { ListEditor } from '../assessment/editing/ListEditor.tsx';
import type { EditorProps } from '../editor-props.ts';
import { CollectibleEditor } from '../scratchcard/CollectibleEditor.tsx';

type Card = { id: string; prize: string; image?: string };

/** Scratch cards editor: the cards and their prizes, and an optional collectible for the set. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <ListEditor<Card>
        items={listOf<Card>(value.cards)}
        readOnly={readOnly}
        onChange={(cards) => onChange({ ...value, cards })}
        itemLabel={(index) => t('scratch.card', { position: index + 1 })}
        addLabel={t('scratch.addCard')}
        create={() => ({ id: newItemId('c'), prize: '' })}
        renderItem={(card, update) => (
          <Stack gap="xs">
            <TextInput
              label={t('scratch.prize')}
              value={card.prize}
              readOnly={readOnly}
              onChange={(event) => update({ ...card, prize: event.currentTarget.value })}
            />
            <TextInput
              label={t('editor.imageUrl')}
              value={card.image ?? ''}
              readOnly={readOnly}
              onChange={(event) => update({ ...card, image: event.currentTarget.value || undefined })}
            />
          </Stack>
        )}
      />
      <CollectibleEditor
        value={value.collectible}
        readOnly={readOnly}
        onChange={(collectible) => onChange({ ...value, collectible })}
      />
      <ContentIssues schema={scratchcardsContentSchema} value={value} />
    </Stack>
  );
}
