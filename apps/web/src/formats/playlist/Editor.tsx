import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../editor-props.ts';
import { listOf, TextField, textOf, UrlField } from '../video/fields.tsx';

/** Playlist editor: the items in order, each a video or a recording with a title. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const items = listOf(value.items);
  const setItems = (next: Record<string, unknown>[]) => onChange({ ...value, items: next });
  const update = (index: number, field: string, next: string) =>
    setItems(items.map((item, i) => (i === index ? { ...item, [field]: next } : item)));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    setItems(next);
  };
  return (
    <Stack gap="md">
      {items.map((item, index) => {
        const n = index + 1;
        const kind = item.kind === 'audio' ? 'audio' : 'video';
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the position is their identity here
            key={index}
            withBorder
            p="md"
            radius="md"
            component="fieldset"
            aria-label={t('editor.itemN', { n })}
          >
            <Stack gap="sm">
              <SegmentedControl
                disabled={readOnly}
                value={kind}
                onChange={(next) => update(index, 'kind', next)}
                data={[
                  { value: 'video', label: t('editor.kindVideo') },
                  { value: 'audio', label: t('editor.kindAudio') },
                ]}
                w="fit-content"
              />
              <TextField
                label={t('editor.itemTitle')}
                value={textOf(item.title)}
                onChange={(text) => update(index, 'title', text)}
                readOnly={readOnly}
                required
                maxLength={200}
              />
              <UrlField
                label={t('editor.itemUrl')}
                value={textOf(item.url)}
                onChange={(url) => update(index, 'url', url)}
                readOnly={readOnly}
                library={kind}
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
                    disabled={index === items.length - 1}
                    aria-label={t('editor.moveDown', { n })}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setItems(items.filter((_, i) => i !== index))}
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
            onClick={() => setItems([...items, { title: '', url: '', kind: 'video' }])}
          >
            {t('editor.addItem')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
