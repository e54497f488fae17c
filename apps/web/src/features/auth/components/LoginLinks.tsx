import type { FeatureFlags } from '@lp/shared/constants';
import type { SignupPolicy } from '@lp/shared/teams';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface LoginLinksProps {
  features: FeatureFlags;
  /** A closed team takes no sign-ups, so no link to the register screen. */
  signupPolicy: SignupPolicy;
  /** Keeps the team prefix on team routes (/{team}/register). */
  teamPath: (path: string) => string;
}

/** SPEC §2: forgot password (mail on), register, guest login and lesson code, as the team allows. */
export function LoginLinks({ features, signupPolicy, teamPath }: LoginLinksProps) {
  const { t } = useTranslation();

  return (
    <Stack gap={6} align="center" ta="center">
      {features.mail && (
        <Anchor component={Link} to="/forgot" size="sm">
          {t('auth.login.forgotPassword')}
        </Anchor>
      )}
      {features.registration && signupPolicy !== 'closed' && (
        <Text size="sm">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={teamPath('/register')}>
            {t('auth.login.register')}
          </Anchor>
        </Text>
      )}
      {features.guests && (
        <Anchor component={Link} to={teamPath('/guest/login')} size="sm">
          {t('auth.login.guest')}
        </Anchor>
      )}
      {features.codeLogin && (
        <Anchor component={Link} to="/putCode" size="sm">
          {t('auth.login.lessonCode')}
        </Anchor>
      )}
    </Stack>
  );
}
