import { LIMITS } from '@lp/shared/constants';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage, serverMessage } from '../../../lib/api-error.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useUpdateSelf } from '../api/update-self.ts';
import { useUploadPicture } from '../api/upload-picture.ts';
import { UserAvatar } from './UserAvatar.tsx';

/** The profile picture: upload an image (SPEC §5 size limit checked before sending) or remove it. */
export function PictureField() {
  const { t } = useTranslation('profile');
  const user = useAuthStore((state) => state.user);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const upload = useUploadPicture(() => notifications.show({ color: 'green', message: t('image.uploaded') }));
  const remove = useUpdateSelf();
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();

  const pick = (file: File | null) => {
    if (!file) return;
    if (file.size > LIMITS.uploadMaxKb * 1024) {
      const refusal = keyedMessage('upload.tooLarge', file.size, LIMITS.uploadMaxKb);
      setTooLarge(serverMessage(refusal.message, refusal.messageKey, refusal.params));
      return;
    }
    setTooLarge(null);
    upload.mutate(file);
  };

  const problem = tooLarge ?? (upload.isError ? errorMessage(upload.error, upload.error.message) : null);
  return (
    <Group gap="md" align="center">
      <UserAvatar name={name} image={user.image} avatarConfig={user.avatarConfig} size={64} />
      <FileButton onChange={pick} accept="image/png,image/jpeg,image/webp,image/gif">
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconUpload size={16} />}
            loading={upload.isPending}
          >
            {upload.isPending ? t('image.uploading') : t('image.upload')}
          </Button>
        )}
      </FileButton>
      {user.image && (
        <Button
          variant="subtle"
          color="red"
          onClick={() => remove.mutate({ image: null })}
          loading={remove.isPending}
        >
          {t('image.removeImage')}
        </Button>
      )}
      {problem && (
        <Text component="div" w="100%">
          <FormAlert message={problem} />
        </Text>
      )}
    </Group>
  );
}
