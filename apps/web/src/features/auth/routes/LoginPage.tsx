import { Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error.ts';
import { takeRedirectPath } from '../../../lib/session.ts';
import { useTeamBranding } from '../../teams/api/get-team-branding.ts';
import { useSignIn } from '../api/sign-in.ts';
import { LoginForm } from '../components/LoginForm.tsx';

/** /login and /{team}/login: the team's logo and title (else the product name) above the form. */
export function LoginPage() {
  const { t } = useTranslation();
  const { team } = useParams();
  const navigate = useNavigate();
  const branding = useTeamBranding(team);
  const signIn = useSignIn();

  const title = branding.data?.title || t('app.name');
  const logo = branding.data?.logo;

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w={420} maw="100%">
        <Stack gap="lg">
          <Stack gap="xs" align="center" ta="center">
            {logo && <Image src={logo} alt={title} h={64} w="auto" fit="contain" />}
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{t('auth.login.title')}</Text>
          </Stack>
          <LoginForm
            submitting={signIn.isPending}
            error={signIn.isError ? errorMessage(signIn.error, t('errors.title')) : null}
            onSubmit={(input) =>
              signIn.mutate(input, { onSuccess: () => void navigate(takeRedirectPath(), { replace: true }) })
            }
          />
        </Stack>
      </Paper>
    </Center>
  );
}
