import { DEFAULT_COLORS } from '@lp/shared/constants';
import { teamCreateBodySchema } from '@lp/shared/teams';
import {
  Button,
  ColorInput,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateTeam } from '../api/teams.ts';

const initialValues = {
  name: '',
  title: '',
  main: DEFAULT_COLORS.main as string,
  username: '',
  password: '',
  email: '',
};
type Values = typeof initialValues;

/** The request: the team, its main and primary color, and its first Admin when a username is given. */
const toBody = (v: Values) => ({
  name: v.name.trim().toLowerCase(),
  ...(v.title.trim() ? { title: v.title } : {}),
  colors: { main: v.main, primary: v.main, primaryText: DEFAULT_COLORS.primaryText },
  ...(v.username.trim()
    ? { admin: { username: v.username, password: v.password, ...(v.email.trim() ? { email: v.email } : {}) } }
    : {}),
});

/** SuperAdmin: a new team with its branding and its first Admin. */
export function CreateTeamForm() {
  const { t } = useTranslation('admin');
  const create = useCreateTeam();
  const form = useSchemaForm({
    schema: teamCreateBodySchema,
    initialValues,
    toBody,
    messages: { 'colors.main': t('teams.colorHelp') },
  });
  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (team) => {
        notifySuccess(t('teams.created', { team: team.title }));
        form.reset();
      },
      onError: notifyError,
    }),
  );
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('teams.createTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('teams.name')}
            description={t('teams.nameHelp')}
            required
            {...form.getInputProps('name')}
          />
          <TextInput label={t('teams.displayTitle')} {...form.getInputProps('title')} />
          <ColorInput
            label={t('teams.mainColor')}
            format="hex"
            withEyeDropper={false}
            {...form.getInputProps('main')}
            error={form.errors['colors.main']}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('teams.adminUsername')}
            {...form.getInputProps('username')}
            error={form.errors['admin.username']}
          />
          <PasswordInput
            label={t('teams.adminPassword')}
            {...form.getInputProps('password')}
            error={form.errors['admin.password']}
          />
          <TextInput
            label={t('teams.adminEmail')}
            type="email"
            {...form.getInputProps('email')}
            error={form.errors['admin.email']}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('teams.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
