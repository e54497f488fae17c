import { type AvatarConfig, avatarConfigSchema, defaultAvatarConfig } from '@lp/shared/avatar';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useUpdateSelf } from '../api/update-self.ts';
import { AvatarEditor } from './AvatarEditor.tsx';

/** The saved avatar when it is still valid, else a fresh one (random clothing graphic, grey background). */
function startingAvatar(saved: Record<string, string> | null | undefined): AvatarConfig {
  const parsed = avatarConfigSchema.safeParse(saved);
  return parsed.success ? parsed.data : defaultAvatarConfig('male');
}

/** Edits and saves the learner's avatar through users/{id}/update/self. */
export function AvatarSection() {
  const { t } = useTranslation('profile');
  const saved = useAuthStore((state) => state.user?.avatarConfig);
  const [config, setConfig] = useState<AvatarConfig>(() => startingAvatar(saved));
  const save = useUpdateSelf(() => notifications.show({ color: 'green', message: t('avatar.saved') }));

  return (
    <Stack gap="md">
      {save.isError && <FormAlert message={errorMessage(save.error, save.error.message)} />}
      <AvatarEditor value={config} onChange={setConfig} />
      <Group>
        <Button onClick={() => save.mutate({ avatarConfig: config })} loading={save.isPending}>
          {t('avatar.save')}
        </Button>
        {saved && (
          <Button variant="subtle" color="red" onClick={() => save.mutate({ avatarConfig: null })}>
            {t('avatar.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
