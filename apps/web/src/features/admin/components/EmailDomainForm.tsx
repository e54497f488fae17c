import { companyDomainSchema, type TeamBranding } from '@lp/shared/teams';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdateTeamSettings } from '../api/team-settings.ts';

/**
 * The company domain of SPEC §9's email-domain mode: the token generator combines a username with
 * it. The mode's switch sits with the other flags; the server refuses it on without a domain.
 */
export function EmailDomainForm({ team }: { team: TeamBranding }) {
  const { t } = useTranslation('admin');
  const save = useUpdateTeamSettings(team._id);
  const form = useForm({
    initialValues: { emailDomain: team.emailDomain ?? '' },
    validate: {
      emailDomain: (value) =>
        companyDomainSchema.safeParse(value).success ? null : t('emailDomain.invalid'),
    },
  });
  const send = (emailDomain: string | null) =>
    save.mutate(
      { emailDomain },
      {
        onSuccess: (saved) => {
          form.setValues({ emailDomain: saved.emailDomain ?? '' });
          notifySuccess(t('emailDomain.saved'));
        },
        onError: notifyError,
      },
    );
  const submit = form.onSubmit(({ emailDomain }) => send(companyDomainSchema.parse(emailDomain)));

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <div>
          <Title order={2} size="h4">
            {t('emailDomain.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('emailDomain.intro')}
          </Text>
        </div>
        <TextInput
          label={t('emailDomain.label')}
          placeholder="acme.com"
          autoComplete="off"
          maxLength={253}
          key={form.key('emailDomain')}
          {...form.getInputProps('emailDomain')}
        />
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={!team.emailDomain || team.features.emailDomainMode || save.isPending}
            onClick={() => send(null)}
          >
            {t('emailDomain.remove')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
