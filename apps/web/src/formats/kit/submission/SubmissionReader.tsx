import type { SubmissionCategory } from '@lp/shared/assets';
import { LIMITS } from '@lp/shared/constants';
import { submissionContentSchema } from '@lp/shared/formats/media';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconFile, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropzone, type FileRejection } from '../../../components/Dropzone.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { DropzoneContent } from '../editing/DropzoneContent.tsx';
import { OutcomeMessage } from '../reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../reader-props.ts';
import { useSubmissions, useSubmitFile } from './api/submissions.ts';
import { fileSizeLabel, fileTypeLabel, isTooLarge, sizeInKb } from './file-types.ts';
import { PreviousSubmissions } from './PreviousSubmissions.tsx';

interface SubmissionReaderProps extends Pick<ReaderProps, 'content' | 'deckId' | 'onComplete'> {
  category: SubmissionCategory;
}

/**
 * A learner hands in a file (document, photo or video): picked or dropped, checked for type and
 * size before it leaves the device, uploaded to the deck; a successful upload completes the deck.
 */
export function SubmissionReader({ category, content, deckId, onComplete }: SubmissionReaderProps) {
  const { t, i18n } = useTranslation('formatsMedia');
  const parsed = useMemo(() => submissionContentSchema(category).safeParse(content), [category, content]);
  const previous = useSubmissions(deckId);
  const submit = useSubmitFile(deckId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);

  if (!parsed.success) return <Text c="dimmed">{t('empty')}</Text>;
  const { instructions, accepted } = parsed.data;
  const types = accepted.map(fileTypeLabel).join(', ');

  const choose = (chosen: File) => {
    setOutcome(null);
    if (isTooLarge(chosen)) {
      setFile(null);
      setProblem(t('submission.tooLarge', { size: sizeInKb(chosen), limit: LIMITS.uploadMaxKb }));
      return;
    }
    setProblem(null);
    setFile(chosen);
  };
  const reject = (rejections: FileRejection[]) => {
    const rejected = rejections[0]?.file;
    if (rejected && isTooLarge(rejected)) return choose(rejected);
    setFile(null);
    setProblem(t('submission.wrongType', { types }));
  };
  const upload = async () => {
    if (!file || !deckId) return;
    setProblem(null);
    try {
      await submit.mutateAsync({ file, note: note.trim() });
      setFile(null);
      setNote('');
      setOutcome(await onComplete({ viewedPercentage: 100 }));
    } catch (error) {
      setProblem(errorMessage(error, t('submission.failed')));
    }
  };

  return (
    <Stack gap="md">
      <Text style={{ whiteSpace: 'pre-line' }}>{instructions}</Text>
      {!deckId ? (
        <Alert color="gray" role="status">
          {t('submission.onlyInCourse')}
        </Alert>
      ) : (
        <>
          <Dropzone
            onDrop={(files) => files[0] && choose(files[0])}
            onReject={reject}
            accept={accepted}
            multiple={false}
            loading={submit.isPending}
            aria-label={t('submission.dropLabel', { types })}
            inputProps={{ 'aria-label': t('submission.dropLabel', { types }) }}
          >
            <DropzoneContent
              idleIcon={IconCloudUpload}
              title={t('submission.drop')}
              hint={t('submission.accepted', {
                types,
                limit: fileSizeLabel(LIMITS.uploadMaxKb * 1024, i18n.language),
              })}
            />
          </Dropzone>
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {problem}
            </Alert>
          )}
          {file && (
            <Stack gap="sm">
              <Group gap="xs">
                <IconFile size={18} aria-hidden />
                <Text fw={500}>{file.name}</Text>
                <Text size="sm" c="dimmed">
                  {fileSizeLabel(file.size, i18n.language)}
                </Text>
              </Group>
              <Textarea
                label={t('submission.note')}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                maxLength={1000}
                rows={2}
              />
              <Group>
                <Button onClick={upload} loading={submit.isPending} leftSection={<IconUpload size={18} />}>
                  {t('submission.upload')}
                </Button>
                <Button variant="default" onClick={() => setFile(null)} disabled={submit.isPending}>
                  {t('submission.cancel')}
                </Button>
              </Group>
            </Stack>
          )}
          {outcome && <OutcomeMessage outcome={outcome} />}
          <PreviousSubmissions submissions={previous.data ?? []} />
        </>
      )}
    </Stack>
  );
}
