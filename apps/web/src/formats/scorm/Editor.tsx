import { LIMITS } from '@lp/shared/constants';
import { scormContentSchema } from '@lp/shared/formats/scorm';
import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileZip, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropzone, type FileRejection } from '../../components/Dropzone.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { DropzoneContent } from '../kit/editing/DropzoneContent.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { useScormPackage } from './api/get-scorm-package.ts';
import { useUploadScormPackage } from './api/upload-scorm-package.ts';

const MAX_BYTES = LIMITS.scormPackageMaxKb * 1024;
/** Browsers name zip files differently; the extension is what counts. */
const ZIP_ACCEPT = {
  'application/zip': ['.zip'],
  'application/x-zip-compressed': ['.zip'],
  'application/x-zip': ['.zip'],
};

/** SCORM editor: upload a package (a .zip), see its title, version and launch file, replace it. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsScorm');
  const parsed = scormContentSchema.safeParse(value);
  const packageId = parsed.success ? parsed.data.packageId : undefined;
  const current = useScormPackage(packageId);
  const upload = useUploadScormPackage();
  const [problem, setProblem] = useState<string | null>(null);

  const onDrop = ([file]: File[]) => {
    if (!file) return;
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (created) => onChange({ ...value, packageId: created._id }),
      onError: (error) => setProblem(errorMessage(error, t('editor.uploadFailed'))),
    });
  };

  const onReject = ([rejection]: FileRejection[]) => {
    if (!rejection) return;
    const tooLarge = rejection.errors.some((error) => error.code === 'file-too-large');
    setProblem(
      tooLarge
        ? t('editor.tooLarge', {
            size: Math.ceil(rejection.file.size / 1024),
            limit: LIMITS.scormPackageMaxKb,
          })
        : t('editor.notZip', { name: rejection.file.name }),
    );
  };

  return (
    <Stack gap="md">
      {packageId && (
        <Card withBorder padding="md" aria-live="polite">
          {current.isPending ? (
            <Loader size="sm" role="status" aria-label={t('editor.loadingPackage')} />
          ) : current.isError ? (
            <Text c="red" role="alert">
              {errorMessage(current.error, t('editor.packageMissing'))}
            </Text>
          ) : (
            <Group gap="md" wrap="nowrap" align="flex-start">
              <IconPackage size={32} aria-hidden />
              <Stack gap={4}>
                <Title order={4}>{current.data.title}</Title>
                <Group gap="xs">
                  <Badge variant="light">{t('editor.version', { version: current.data.version })}</Badge>
                  <Text size="sm" c="dimmed">
                    {t('editor.entry', { entry: current.data.entry })}
                  </Text>
                </Group>
              </Stack>
            </Group>
          )}
        </Card>
      )}
      {!packageId && readOnly && <Text c="dimmed">{t('editor.none')}</Text>}
      {!readOnly && (
        <Dropzone
          onDrop={onDrop}
          onReject={onReject}
          maxSize={MAX_BYTES}
          maxFiles={1}
          multiple={false}
          accept={ZIP_ACCEPT}
          loading={upload.isPending}
          aria-label={packageId ? t('editor.replace') : t('editor.upload')}
        >
          <DropzoneContent
            compact
            idleIcon={IconFileZip}
            title={packageId ? t('editor.replace') : t('editor.upload')}
            hint={t('editor.hint', { limit: Math.round(LIMITS.scormPackageMaxKb / 1024) })}
          />
        </Dropzone>
      )}
      {problem && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
