import { ActionIcon, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../editor-props.ts';
import { listOf, numberOf, SecondsField, TextField, textOf, UrlField } from '../video/fields.tsx';

/** Podcast editor: the audio file, a cover image, a description and the chapters with their start times. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const chapters = listOf(value.chapters);
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });
  const setChapter = (index: number, field: string, next: unknown) =>
    set(
      'chapters',
      chapters.map((chapter, i) => (i === index ? { ...chapter, [field]: next } : chapter)),
    );
  return (
    <Stack gap="md">
      <UrlField
        label={t('editor.audioUrl')}
        value={textOf(value.url)}
        onChange={(url) => set('url', url)}
        readOnly={readOnly}
        library="audio"
      />
      <UrlField
        label={t('editor.cover')}
        value={textOf(value.cover)}
        onChange={(url) => set('cover', url || undefined)}
        readOnly={readOnly}
        required={false}
        library="image"
      />
      <TextField
        label={t('editor.description')}
        value={textOf(value.description)}
        onChange={(text) => set('description', text)}
        readOnly={readOnly}
        multiline
        maxLength={5000}
      />
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
              onChange={(at) => setChapter(index, 'at', at)}
              readOnly={readOnly}
            />
            <TextInput
              style={{ flex: 1 }}
              label={t('editor.chapterTitle', { n })}
              value={textOf(chapter.title)}
              readOnly={readOnly}
              required
              onChange={(e) => setChapter(index, 'title', e.currentTarget.value)}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                onClick={() =>
                  set(
                    'chapters',
                    chapters.filter((_, i) => i !== index),
                  )
                }
                aria-label={t('editor.remove', { n })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => set('chapters', [...chapters, { title: '', at: 0 }])}
          >
            {t('editor.addChapter')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
