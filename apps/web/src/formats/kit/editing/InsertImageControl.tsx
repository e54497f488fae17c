import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const IMAGE_LINK = /^(https:\/\/|\/(?!\/))\S+$/i;

/** A toolbar button that inserts an image by link, with its description. */
export function InsertImageControl() {
  const { t } = useTranslation('formatsReading');
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const valid = IMAGE_LINK.test(src.trim()) && alt.trim() !== '';

  const insert = () => {
    editor
      ?.chain()
      .focus()
      .insertContent({ type: 'image', attrs: { src: src.trim(), alt: alt.trim() } })
      .run();
    setSrc('');
    setAlt('');
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withinPortal position="bottom" shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => setOpened((open) => !open)}
          aria-label={t('richText.insertImage')}
          title={t('richText.insertImage')}
        >
          <IconPhotoPlus size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <TextInput
            label={t('editor.image')}
            placeholder="https://"
            value={src}
            onChange={(event) => setSrc(event.currentTarget.value)}
          />
          <TextInput
            label={t('editor.alt')}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
          />
          <Button size="xs" onClick={insert} disabled={!valid}>
            {t('richText.insert')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
