import { INVITE_CODE_PARAM } from '@lp/shared/teams';
import { Anchor, Center, Flex, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { usePublicTeam } from '../../teams/index.ts';
import { useRegister } from '../api/register.ts';
import { BrandHeader } from '../components/BrandHeader.tsx';
import { HeroPanel } from '../components/HeroPanel.tsx';
import { type RegisterFields, RegisterForm } from '../components/RegisterForm.tsx';
import { WelcomeCarousel } from '../components/WelcomeCarousel.tsx';
import { REGISTERED_PATH } from '../signed-in-destination.ts';

/**
 * /register and /{team}/register: sign-up beside the team's welcome cards (when it has them and the
 * carousel is on) or the product pitch. Without a team it registers a solo creator. The team's
 * sign-up policy decides what the form asks for, and why it is refused.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invite = useSearchParams()[0].get(INVITE_CODE_PARAM) ?? '';
  const { team, branding, features, loading, teamPath } = usePublicTeam();
  const register = useRegister();

  if (loading) return <LoadingScreen />;

  const cards = features.welcomeCarousel ? (branding?.cards ?? []) : [];
  const policy = team ? (branding?.signupPolicy ?? 'open') : 'open';
  const open = features.registration && policy !== 'closed';
  const submit = (fields: RegisterFields) =>
    register.mutate(
      { ...fields, team },
      {
        onSuccess: (result) => {
          if (!result.pending) void navigate(REGISTERED_PATH, { replace: true });
        },
      },
    );

  const body = () => {
    if (register.data?.pending)
      return <FormAlert tone="success" message={t('authMessages.confirmEmailSent')} />;
    if (!open) return <FormAlert message={t('authMessages.registrationClosed')} />;
    return (
      <RegisterForm
        onSubmit={submit}
        submitting={register.isPending}
        error={register.error}
        inviteCode={policy === 'inviteCode' ? 'required' : 'none'}
        initialInviteCode={invite}
        emailHint={policy === 'emailDomain' ? t('auth.register.emailDomainHint') : undefined}
      />
    );
  };

  return (
    <Flex direction={{ base: 'column-reverse', md: 'row' }} mih="100dvh">
      <Center flex={1} p="xl" bg="var(--mantine-primary-color-light)">
        {cards.length > 0 ? <WelcomeCarousel cards={cards} /> : <HeroPanel />}
      </Center>
      <Center flex={1} p="md">
        <Paper withBorder shadow="sm" radius="md" p="xl" w={440} maw="100%">
          <Stack gap="lg">
            <BrandHeader subtitle={t('auth.register.title')} />
            {body()}
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
