import { type TeamBranding, teamUpdateBodySchema } from '@lp/shared/teams';
import { Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateTeamSettings } from '../api/team-settings.ts';

type Values = { title: string; main: string; logo: string };

const toBody = (team: TeamBranding) => (v: Values) => ({
  title: v.title,
  colors: { ...team.colors, main: v.main, primary: v.main },
  mainColor: v.main,
  logo: v.logo.trim() || null,
});

function EditTeamForm({ team, onClose }: { team: TeamBranding; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useUpdateTeamSettings(team._id);
  const form = useSchemaForm({
    schema: teamUpdateBodySchema,
    toBody: toBody(team),
    initialValues: { title: team.title, main: team.colors.main, logo: team.logo ?? '' },
    messages: { 'colors.main': t('teams.colorHelp') },
  });
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('settings.saved'));
        onClose();
      },
      onError: notifyError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('teams.displayTitle')} required {...form.getInputProps('title')} />
        <ColorInput
          label={t('teams.mainColor')}
          format="hex"
          withEyeDropper={false}
          {...form.getInputProps('main')}
          error={form.errors['colors.main']}
        />
        <TextInput label={t('teams.logo')} type="url" {...form.getInputProps('logo')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** SuperAdmin: a team's title, main color and logo. */
export function EditTeamModal({ team, onClose }: { team: TeamBranding | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={team !== null} onClose={onClose} title={t('teams.editTitle', { team: team?.title ?? '' })}>
      {team && <EditTeamForm key={team._id} team={team} onClose={onClose} />}
    </Modal>
  );
}
