import { Anchor, Center, Flex, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { usePublicTeam } from '../../teams/hooks/use-public-team.ts';
import { useRegister } from '../api/register.ts';
import { BrandHeader } from '../components/BrandHeader.tsx';
import { HeroPanel } from '../components/HeroPanel.tsx';
import { type RegisterFields, RegisterForm } from '../components/RegisterForm.tsx';
import { WelcomeCarousel } from '../components/WelcomeCarousel.tsx';
import { REGISTERED_PATH } from '../signed-in-destination.ts';

/**
 * /register and /{team}/register: sign-up beside the team's welcome cards (when it has them and the
 * carousel is on) or the product pitch. Without a team it registers a solo creator.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { team, branding, features, loading, teamPath } = usePublicTeam();
  const register = useRegister();

  if (loading) return <LoadingScreen />;

  const cards = features.welcomeCarousel ? (branding?.cards ?? []) : [];
  const submit = (fields: RegisterFields) =>
    register.mutate(
      { ...fields, team },
      { onSuccess: () => void navigate(REGISTERED_PATH, { replace: true }) },
    );

  return (
    <Flex direction={{ base: 'column-reverse', md: 'row' }} mih="100dvh">
      <Center flex={1} p="xl" bg="var(--mantine-primary-color-light)">
        {cards.length > 0 ? <WelcomeCarousel cards={cards} /> : <HeroPanel />}
      </Center>
      <Center flex={1} p="md">
        <Paper withBorder shadow="sm" radius="md" p="xl" w={440} maw="100%">
          <Stack gap="lg">
            <BrandHeader subtitle={t('auth.register.title')} />
            {features.registration ? (
              <RegisterForm onSubmit={submit} submitting={register.isPending} error={register.error} />
            ) : (
              <FormAlert message={t('authMessages.registrationClosed')} />
            )}
            <Text size="sm" ta="center">
              {t('auth.register.haveAccount')}{' '}
              <Anchor component={Link} to={teamPath('/login')}>
                {t('auth.register.login')}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Center>
    </Flex>
  );
}
