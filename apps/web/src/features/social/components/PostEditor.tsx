import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PostEditorProps {
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/** The composer's text: bold, italic, lists and links (Tiptap, as the builder's rich text); the server sanitizes it. */
export function PostEditor({ value, onChange, error }: PostEditorProps) {
  const { t } = useTranslation('social');
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: false, horizontalRule: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Cleared from outside (after posting): the editor empties too.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value === '' && !editor.isEmpty)
      editor.commands.setContent('', { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={t('composer.label')} labelProps={{ id: labelId }} error={error}>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('composer.bold'),
          italicControlLabel: t('composer.italic'),
          bulletListControlLabel: t('composer.bulletList'),
          orderedListControlLabel: t('composer.orderedList'),
          linkControlLabel: t('composer.link'),
          unlinkControlLabel: t('composer.unlink'),
          linkEditorInputLabel: t('composer.linkAddress'),
          linkEditorInputPlaceholder: 'https://',
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={90} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
