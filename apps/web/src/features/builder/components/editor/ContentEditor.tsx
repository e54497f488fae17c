import type { DeckSettings } from '@lp/shared/content';
import { Alert, Button, Center, Group, List, Loader, Modal, Paper, Tabs, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentIssuesVisible, editorFor, previewsSavedDeck, ReaderSlot } from '../../../../formats/index.ts';
import { ApiClientError, errorMessage } from '../../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

interface ContentEditorProps {
  name: string;
  /** The saved deck (absent for articles): formats that preview the saved deck play it once saved. */
  deckId?: string;
  readerType: string;
  initialContent: Record<string, unknown>;
  settings: DeckSettings | null;
  readOnly: boolean;
  /** Saves the whole document; rejects with the server's validation errors. */
  save: (content: Record<string, unknown>) => Promise<unknown>;
  saving: boolean;
}

const fallback = (
  <Center py="xl">
    <Loader />
  </Center>
);

/** The format's Editor (editorFor) with save, server messages, an unsaved-changes guard and a Reader preview. */
export function ContentEditor({
  name,
  deckId,
  readerType,
  initialContent,
  settings,
  readOnly,
  save,
  saving,
}: ContentEditorProps) {
  const { t } = useTranslation('builder');
  const Editor = editorFor(readerType);
  const [content, setContent] = useState(initialContent);
  const [dirty, setDirty] = useState(false);
  // What keeps the document from saving shows from the first edit on, not on an untouched form.
  const [edited, setEdited] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const blocker = useUnsavedGuard(dirty);

  const submit = async () => {
    setServerErrors([]);
    try {
      await save(content);
      setDirty(false);
      notifySuccess(t('editor.saved'));
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400) {
        setServerErrors([
          errorMessage(error, error.message),
          ...error.errors.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)),
        ]);
      }
      notifyError(error);
    }
  };

  if (!Editor) return <Alert color="yellow">{t('editor.noEditor')}</Alert>;

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c={dirty ? 'orange' : 'dimmed'} role="status">
          {readOnly ? t('editor.readOnly') : dirty ? t('editor.unsaved') : t('editor.allSaved')}
        </Text>
        {!readOnly && (
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={() => void submit()}
            loading={saving}
            disabled={!dirty}
          >
            {t('editor.save')}
          </Button>
        )}
      </Group>
      {serverErrors.length > 0 && (
        <Alert color="red" title={t('editor.rejected')} mb="sm" role="alert">
          <List size="sm">
            {serverErrors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Tabs defaultValue="edit" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="edit">{t('editor.edit')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('editor.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit">
          <Suspense fallback={fallback}>
            <ContentIssuesVisible value={edited}>
              <Editor
                value={content}
                settings={settings}
                readOnly={readOnly}
                onChange={(next) => {
                  setContent(next);
                  setDirty(true);
                  setEdited(true);
                }}
              />
            </ContentIssuesVisible>
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <Paper withBorder p="md">
            <ReaderSlot
              readerType={readerType}
              name={name}
              deckId={deckId && !dirty && previewsSavedDeck(readerType) ? deckId : undefined}
              content={content}
              settings={settings}
              record={null}
              onComplete={async () => ({ status: 'preview' })}
            />
          </Paper>
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('editor.leaveTitle')}
      >
        <Text mb="md">{t('editor.leaveMessage')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('editor.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('editor.leave')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
