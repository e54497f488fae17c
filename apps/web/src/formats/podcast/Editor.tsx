import { ActionIcon, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listOf, numberOf, replaced, textOf } from '../kit/content/content-values.ts';
import { AddButton } from '../kit/editing/AddButton.tsx';
import {
  DescriptionField,
  documentFields,
  PictureField,
  SecondsField,
  UrlField,
} from '../kit/editing/fields.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Podcast editor: the audio file, a cover image, a description and the chapters with their start times. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const field = documentFields(value, onChange, readOnly);
  const chapters = listOf(value.chapters);
  const setChapter = (index: number, patch: Record<string, unknown>) =>
    field.set({ chapters: replaced(chapters, index, { ...chapters[index], ...patch }) });
  return (
    <Stack gap="md">
      <UrlField label={t('editor.audioUrl')} library="audio" {...field.text('url')} />
      <PictureField label={t('editor.cover')} {...field.optional('cover')} />
      <DescriptionField {...field.text('description')} />
      <Title order={3} size="h5">
        {t('podcast.chapters')}
      </Title>
      {chapters.map((chapter, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: chapters have no id; the position is their identity here
          <Group key={index} align="flex-end" wrap="nowrap">
            <SecondsField
              label={t('editor.startsAt')}
              value={numberOf(chapter.at, 0)}
              onChange={(at) => setChapter(index, { at })}
              readOnly={readOnly}
            />
            <TextInput
              style={{ flex: 1 }}
              label={t('editor.chapterTitle', { n })}
              value={textOf(chapter.title)}
              readOnly={readOnly}
              required
              onChange={(e) => setChapter(index, { title: e.currentTarget.value })}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                onClick={() => field.set({ chapters: chapters.filter((_, i) => i !== index) })}
                aria-label={t('editor.remove', { n })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!readOnly && (
        <AddButton
          label={t('editor.addChapter')}
          onClick={() => field.set({ chapters: [...chapters, { title: '', at: 0 }] })}
        />
      )}
    </Stack>
  );
}
