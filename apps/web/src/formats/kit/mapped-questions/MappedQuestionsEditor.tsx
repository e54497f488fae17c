import { Stack, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listOf, newItemId } from '../content/content-values.ts';
import { ItemList } from '../editing/ItemList.tsx';
import { OptionList } from '../editing/OptionList.tsx';

interface MappedQuestion<O> {
  id: string;
  prompt: string;
  options: O[];
}

interface MappedQuestionsEditorProps<O extends { id: string; text: string }> {
  /** The document's `questions` field, as stored. */
  value: unknown;
  onChange: (questions: MappedQuestion<O>[]) => void;
  readOnly: boolean;
  /** A new option, already pointing at a default target. */
  createOption: () => O;
  /** The field that says where one option leads (a profile, recommendations). */
  target: (option: O, update: (option: O) => void) => ReactNode;
}

/** The questions of a profiler or recommender: a prompt and options that each lead somewhere. */
export function MappedQuestionsEditor<O extends { id: string; text: string }>({
  value,
  onChange,
  readOnly,
  createOption,
  target,
}: MappedQuestionsEditorProps<O>) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <>
      <Title order={3} size="h4">
        {t('editor.questions')}
      </Title>
      <ItemList<MappedQuestion<O>>
        items={listOf<MappedQuestion<O>>(value)}
        readOnly={readOnly}
        onChange={onChange}
        itemLabel={(index) => t('editor.question', { position: index + 1 })}
        addLabel={t('editor.addQuestion')}
        create={() => ({ id: newItemId('q'), prompt: '', options: [] })}
        renderItem={(question, update) => (
          <Stack gap="xs">
            <Textarea
              label={t('editor.prompt')}
              value={question.prompt}
              readOnly={readOnly}
              onChange={(event) => update({ ...question, prompt: event.currentTarget.value })}
            />
            <OptionList<O>
              options={question.options}
              readOnly={readOnly}
              onChange={(options) => update({ ...question, options })}
              create={createOption}
              extra={target}
            />
          </Stack>
        )}
      />
    </>
  );
}
