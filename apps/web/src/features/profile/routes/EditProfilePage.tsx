import { LANGUAGES, type Language } from '@lp/shared/constants';
import { userSchema } from '@lp/shared/users';
import { Button, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { LANGUAGE_NAMES } from '../../../i18n/resources.ts';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useTeamBranding } from '../../teams/api/get-team-branding.ts';

interface ProfileForm {
  name: string;
  lang: Language;
  image: string;
}

/** SPEC §5: a full name splits on the first space; the last name is blank without one. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { first_name: trimmed, last_name: '' };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}

/** /editProfile/{isolated}: name, language and image, saved with users/{id}/update/self. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const branding = useTeamBranding(user?.team);
  const languages = branding.data?.languages?.length ? branding.data.languages : LANGUAGES;
  const [form, setForm] = useState<ProfileForm>({
    name: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
    lang: user?.lang ?? 'en',
    image: user?.image ?? '',
  });
  const save = useMutation({
    mutationFn: async (values: ProfileForm) =>
      userSchema.parse(
        await api.post<unknown>(`users/${user?._id}/update/self`, {
          ...splitName(values.name),
          lang: values.lang,
          image: values.image.trim() || null,
        }),
      ),
    onSuccess: (updated) => {
      useAuthStore.getState().setUser(updated);
      useUiStore.getState().setLanguage(updated.lang);
      notifications.show({ color: 'green', message: t('profile.saved') });
    },
  });
  if (!user) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form);
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={480}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('profile.title')}
          </Title>
          {save.isError && <FormAlert message={save.error.message} />}
          <TextInput
            label={t('profile.name')}
            required
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
          />
          <Select
            label={t('profile.language')}
            data={languages.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
            value={form.lang}
            allowDeselect={false}
            onChange={(value) => value && setForm({ ...form, lang: value as Language })}
          />
          <TextInput
            label={t('profile.image')}
            type="url"
            value={form.image}
            onChange={(event) => setForm({ ...form, image: event.currentTarget.value })}
          />
          <Button type="submit" loading={save.isPending} disabled={form.name.trim() === ''}>
            {t('profile.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
