import { FEATURE_FLAGS, type FeatureFlag } from '@lp/shared/teams';
import { Loader, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTeamBranding } from '../../teams/index.ts';
import { useUpdateTeamSettings } from '../api/team-settings.ts';
import { EmailDomainForm } from './EmailDomainForm.tsx';
import { EnabledFormatsForm } from './EnabledFormatsForm.tsx';

/** SPEC §9 feature flags of one team, each a switch saved at once, and its enabled formats. */
export function TeamSettingsSection({ teamName }: { teamName: string }) {
  const { t } = useTranslation('admin');
  const branding = useTeamBranding(teamName);
  const team = branding.data;
  const save = useUpdateTeamSettings(team?._id ?? '');
  if (branding.error) return <QueryFailure error={branding.error} />;
  if (!team) return <Loader aria-label={t('loading')} />;

  const toggle = (flag: FeatureFlag, on: boolean) =>
    save.mutate(
      { features: { [flag]: on } },
      { onSuccess: () => notifySuccess(t('settings.saved')), onError: notifyError },
    );

  return (
    <Stack>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="xs">
          {t('settings.flagsTitle')}
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          {t('settings.flagsIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {FEATURE_FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={t(`flags.${flag}`)}
              checked={team.features[flag]}
              disabled={save.isPending}
              onChange={(event) => toggle(flag, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </Paper>
      <EmailDomainForm key={`domain-${team._id}`} team={team} />
      <EnabledFormatsForm key={team._id} team={team} />
    </Stack>
  );
}
