import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { usePublicTeam } from '../../teams/index.ts';
import { useGuestSignIn } from '../api/sign-in-as-guest.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { GuestNameForm } from '../components/GuestNameForm.tsx';
import { generateGuestName } from '../guest-name.ts';
import { signedInDestination } from '../signed-in-destination.ts';

/**
 * /guest/login and /{team}/guest/login: a guest account from a name. With ?auto=true (automatic
 * guests) the guest is created at once as "Guest" and four digits.
 */
export function GuestLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const automatic = useSearchParams()[0].get('auto') === 'true';
  const { team, features, loading, teamPath } = usePublicTeam();
  const guest = useGuestSignIn();
  const started = useRef(false);
  const available = team !== null && features.guests;

  const start = (name: string) => {
    if (!team) return;
    guest.mutate(
      { name, team },
      { onSuccess: async ({ user }) => void navigate(await signedInDestination(user), { replace: true }) },
    );
  };

  useEffect(() => {
    if (!automatic || loading || !available || started.current) return;
    started.current = true;
    start(generateGuestName());
  });

  if (loading) return <LoadingScreen />;

  return (
    <AuthCard title={t('auth.guest.title')}>
      {!available && <FormAlert message={t('authMessages.guestsUnavailable')} />}
      {guest.isError && <FormAlert message={errorMessage(guest.error, t('errors.title'))} />}
      {available && automatic && !guest.isError && (
        <Center>
          <Stack align="center" gap="xs" role="status">
            <Loader />
            <Text c="dimmed">{t('auth.guest.signingIn')}</Text>
          </Stack>
        </Center>
      )}
      {available && !automatic && <GuestNameForm onSubmit={start} submitting={guest.isPending} />}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={teamPath('/login')}>
          {t('auth.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
