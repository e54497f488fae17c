import { acceptFor } from '@lp/shared/assets';
import { LIMITS } from '@lp/shared/constants';
import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dropzone, type FileRejection } from '../../../../components/Dropzone.tsx';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useCreateAsset } from '../../api/create-asset.ts';

const MAX_BYTES = LIMITS.uploadMaxKb * 1024;

/** Drop or pick files; anything above the upload limit is refused with the SPEC §5 message. */
export function UploadDropzone() {
  const { t } = useTranslation('builder');
  const upload = useCreateAsset();

  const tooLarge = (size: number) =>
    t('library.tooLarge', { size: Math.ceil(size / 1024), limit: LIMITS.uploadMaxKb });

  const onDrop = (files: File[]) => {
    for (const file of files) {
      upload.mutate(file, {
        onSuccess: (asset) => notifySuccess(t('library.uploaded', { name: asset.name })),
        onError: notifyError,
      });
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections) {
      const message = errors.some((error) => error.code === 'file-too-large')
        ? tooLarge(file.size)
        : t('library.wrongType', { name: file.name });
      notifications.show({ color: 'red', message });
    }
  };

  return (
    <Dropzone
      onDrop={onDrop}
      onReject={onReject}
      maxSize={MAX_BYTES}
      accept={acceptFor().split(',')}
      loading={upload.isPending}
      aria-label={t('library.dropzone')}
    >
      <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={48} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={48} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconCloudUpload size={48} aria-hidden />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text size="lg">{t('library.dropHere')}</Text>
          <Text size="sm" c="dimmed">
            {t('library.limit', { limit: Math.round(LIMITS.uploadMaxKb / 1024) })}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
