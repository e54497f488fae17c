import {
  INVITE_CODE_PARAM,
  SIGNUP_POLICIES,
  type TeamSignup,
  type TeamSignupUpdateBody,
  teamSignupUpdateBodySchema,
} from '@lp/shared/teams';
import { Button, Group, Paper, Radio, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useRegenerateInviteCode, useTeamSignup, useUpdateTeamSignup } from '../../api/team-signup.ts';

interface TeamSignupSectionProps {
  teamId: string;
  /** The team's URL name, for the invitation link. */
  teamName: string;
}

/** Who may register into the team (SPEC §9 registration, email-domain mode): its own small form. */
export function TeamSignupSection({ teamId, teamName }: TeamSignupSectionProps) {
  const { t } = useTranslation('builder');
  const signup = useTeamSignup(teamId);

  return (
    <Paper withBorder p="lg" mt="xl" component="section" aria-labelledby="team-signup-title">
      <Stack>
        <Title order={2} size="h4" id="team-signup-title">
          {t('signup.title')}
        </Title>
        {signup.isError && <FormAlert message={errorMessage(signup.error, t('signup.loadFailed'))} />}
        {signup.data && <SignupForm teamId={teamId} teamName={teamName} saved={signup.data} />}
      </Stack>
    </Paper>
  );
}

function SignupForm({ teamId, teamName, saved }: TeamSignupSectionProps & { saved: TeamSignup }) {
  const { t } = useTranslation('builder');
  const update = useUpdateTeamSignup(teamId);
  const regenerate = useRegenerateInviteCode(teamId);
  const form = useForm<TeamSignupUpdateBody>({
    initialValues: { policy: saved.policy, domains: saved.domains },
    validate: schemaResolver(teamSignupUpdateBodySchema, { sync: true }),
  });
  const domainsRefused = Object.keys(form.errors).some((key) => key.split('.')[0] === 'domains');
  const link = new URL(`/${encodeURIComponent(teamName)}/register`, window.location.origin);
  if (saved.inviteCode) link.searchParams.set(INVITE_CODE_PARAM, saved.inviteCode);

  const save = form.onSubmit((values) =>
    update.mutate(values, { onSuccess: () => notifySuccess(t('signup.saved')), onError: notifyError }),
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <Radio.Group {...form.getInputProps('policy')} label={t('signup.policy')}>
          <Stack gap="xs" mt="xs">
            {SIGNUP_POLICIES.map((policy) => (
              <Radio
                key={policy}
                value={policy}
                label={t(`signup.policies.${policy}`)}
                description={t(`signup.policyHelp.${policy}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        {form.values.policy === 'emailDomain' && (
          <TagsInput
            {...form.getInputProps('domains')}
            error={domainsRefused ? t('signup.domainsInvalid') : undefined}
            label={t('signup.domains')}
            description={t('signup.domainsHelp')}
            placeholder="acme.com"
            splitChars={[',', ' ']}
          />
        )}
        {form.values.policy === 'inviteCode' && saved.inviteCode && (
          <>
            <Group align="flex-end" wrap="nowrap">
              <TextInput label={t('signup.inviteCode')} value={saved.inviteCode} readOnly flex={1} />
              <Button
                variant="default"
                loading={regenerate.isPending}
                onClick={() =>
                  regenerate.mutate(undefined, {
                    onSuccess: () => notifySuccess(t('signup.regenerated')),
                    onError: notifyError,
                  })
                }
              >
                {t('signup.regenerate')}
              </Button>
            </Group>
            <Text size="sm">
              {t('signup.inviteLink')} <code>{link.toString()}</code>
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('signup.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
