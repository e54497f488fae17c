import { flashcardsContentSchema } from '@lp/shared/formats/interactive';
import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, newItemId } from '../kit/content/content-values.ts';
import { documentFields } from '../kit/editing/fields.tsx';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

type Card = { id: string; front: string; back: string };

/** Flashcards editor: each card's front and back. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <ItemList<Card>
        items={listOf<Card>(value.cards)}
        readOnly={readOnly}
        onChange={(cards) => onChange({ ...value, cards })}
        itemLabel={(index) => t('flashcards.card', { position: index + 1 })}
        addLabel={t('flashcards.addCard')}
        create={() => ({ id: newItemId('c'), front: '', back: '' })}
        renderItem={(card, update) => {
          const field = documentFields(card, update, readOnly);
          return (
            <Stack gap="xs">
              <Textarea label={t('flashcards.front')} {...field.input('front')} />
              <Textarea label={t('flashcards.back')} {...field.input('back')} />
            </Stack>
          );
        }}
      />
      <InteractiveContentIssues schema={flashcardsContentSchema} value={value} />
    </Stack>
  );
}
