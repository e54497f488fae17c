import { flashcardsContentSchema } from '@lp/shared/formats/interactive';
import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentIssues } from '../assessment/editing/ContentIssues.tsx';
import { listOf, newItemId } from '../assessment/editing/ids.ts';
import { ListEditor } from '../assessment/editing/ListEditor.tsx';
import type { EditorProps } from '../editor-props.ts';

type Card = { id: string; front: string; back: string };

/** Flashcards editor: each card's front and back. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <ListEditor<Card>
        items={listOf<Card>(value.cards)}
        readOnly={readOnly}
        onChange={(cards) => onChange({ ...value, cards })}
        itemLabel={(index) => t('flashcards.card', { position: index + 1 })}
        addLabel={t('flashcards.addCard')}
        create={() => ({ id: newItemId('c'), front: '', back: '' })}
        renderItem={(card, update) => (
          <Stack gap="xs">
            <Textarea
              label={t('flashcards.front')}
              value={card.front}
              readOnly={readOnly}
              onChange={(event) => update({ ...card, front: event.currentTarget.value })}
            />
            <Textarea
              label={t('flashcards.back')}
              value={card.back}
              readOnly={readOnly}
              onChange={(event) => update({ ...card, back: event.currentTarget.value })}
            />
          </Stack>
        )}
      />
      <ContentIssues schema={flashcardsContentSchema} value={value} />
    </Stack>
  );
}
