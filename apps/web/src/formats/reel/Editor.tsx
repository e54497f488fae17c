import { ActionIcon, Button, Group, Paper, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../editor-props.ts';
import { listOf, TextField, textOf, UrlField } from '../video/fields.tsx';

/** Reel editor: the clips in order, each an uploaded vertical video or a link, with a caption. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const clips = listOf(value.clips);
  const setClips = (next: Record<string, unknown>[]) => onChange({ ...value, clips: next });
  const update = (index: number, field: string, next: string) =>
    setClips(clips.map((clip, i) => (i === index ? { ...clip, [field]: next } : clip)));
  const move = (index: number, by: number) => {
    const next = [...clips];
    const [clip] = next.splice(index, 1);
    if (clip) next.splice(index + by, 0, clip);
    setClips(next);
  };
  return (
    <Stack gap="md">
      {clips.map((clip, index) => {
        const n = index + 1;
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: clips have no id; the position is their identity here
            key={index}
            withBorder
            p="md"
            radius="md"
            component="fieldset"
            aria-label={t('editor.clipN', { n })}
          >
            <Stack gap="sm">
              <UrlField
                label={t('editor.clipUrl', { n })}
                value={textOf(clip.url)}
                onChange={(url) => update(index, 'url', url)}
                readOnly={readOnly}
                library="video"
              />
              <TextField
                label={t('editor.caption')}
                value={textOf(clip.caption)}
                onChange={(text) => update(index, 'caption', text)}
                readOnly={readOnly}
                maxLength={300}
              />
              {!readOnly && (
                <Group gap="xs">
                  <ActionIcon
                    variant="default"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={t('editor.moveUp', { n })}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    onClick={() => move(index, 1)}
                    disabled={index === clips.length - 1}
                    aria-label={t('editor.moveDown', { n })}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setClips(clips.filter((_, i) => i !== index))}
                    aria-label={t('editor.remove', { n })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setClips([...clips, { url: '', caption: '' }])}
          >
            {t('editor.addClip')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
