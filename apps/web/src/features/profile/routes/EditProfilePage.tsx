import { LANGUAGES, type Language } from '@lp/shared/constants';
import { splitFullName } from '@lp/shared/validation';
import { Button, Paper, Select, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { LANGUAGE_NAMES } from '../../../i18n/resources.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useTeamBranding } from '../../teams/index.ts';
import { useUpdateSelf } from '../api/update-self.ts';
import { AvatarSection } from '../components/AvatarSection.tsx';
import { PictureField } from '../components/PictureField.tsx';

type ProfileTab = 'update' | 'avatar';

/** /editProfile/{isolated}: the details form (`update`, the default) or the avatar editor (`avatar`). */
export function EditProfilePage() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('profile');
  const { isolated } = useParams();
  const navigate = useNavigate();
  const tab: ProfileTab = isolated === 'avatar' ? 'avatar' : 'update';
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('profile.title')}
        </Title>
        <Tabs value={tab} onChange={(next) => next && navigate(`/editProfile/${next}`, { replace: true })}>
          <Tabs.List>
            <Tabs.Tab value="update">{tp('tabs.details')}</Tabs.Tab>
            <Tabs.Tab value="avatar">{tp('tabs.avatar')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="update" pt="md">
            <ProfileDetailsForm />
          </Tabs.Panel>
          <Tabs.Panel value="avatar" pt="md">
            {tab === 'avatar' && <AvatarSection />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}

/** Name, language and image, saved with users/{id}/update/self. */
function ProfileDetailsForm() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const branding = useTeamBranding(user?.team);
  const languages = branding.data?.languages?.length ? branding.data.languages : LANGUAGES;
  const form = useForm({
    initialValues: {
      name: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
      lang: user?.lang ?? ('en' as Language),
    },
    // SPEC §5: a full name splits on the first space; the last name is blank without one.
    transformValues: ({ name, lang }) => ({ ...splitFullName(name), lang }),
  });
  const save = useUpdateSelf((updated) => {
    useUiStore.getState().setLanguage(updated.lang);
    notifications.show({ color: 'green', message: t('profile.saved') });
  });
  if (!user) return null;

  return (
    <form onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="md" maw={480}>
        <PictureField />
        {save.isError && <FormAlert message={errorMessage(save.error, save.error.message)} />}
        <TextInput label={t('profile.name')} required {...form.getInputProps('name')} />
        <Select
          label={t('profile.language')}
          data={languages.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          allowDeselect={false}
          {...form.getInputProps('lang')}
        />
        <Button type="submit" loading={save.isPending} disabled={form.values.name.trim() === ''}>
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
