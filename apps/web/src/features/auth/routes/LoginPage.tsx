import { Checkbox, Divider } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { usePublicTeam } from '../../teams/hooks/use-public-team.ts';
import { useAcceptTerms } from '../../users/api/accept-terms.ts';
import { useSignIn } from '../api/sign-in.ts';
import type { SignInResult } from '../api/signed-in-response.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { LoginLinks } from '../components/LoginLinks.tsx';
import { OtpLogin } from '../components/OtpLogin.tsx';
import { ProviderButtons } from '../components/ProviderButtons.tsx';
import { signedInDestination } from '../signed-in-destination.ts';

/** /login and /{team}/login: the sign-in methods and links the team's features allow (SPEC §2). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Single sign-on that fails ends on /login?error=<message>.
  const providerError = useSearchParams()[0].get('error');
  const { team, features, loading, teamPath } = usePublicTeam();
  const [termsTicked, setTermsTicked] = useState(false);
  const signIn = useSignIn();
  const acceptTerms = useAcceptTerms();

  if (loading) return <LoadingScreen />;

  // SPEC §4: when the team requires it, the terms checkbox must be ticked before any sign-in.
  const termsRequired = features.termsAcceptance;
  const blocked = termsRequired && !termsTicked;

  const finish = async ({ user }: SignInResult) => {
    if (termsRequired && !user.license.termsAccepted) {
      await acceptTerms.mutateAsync(user._id).catch(() => undefined);
    }
    void navigate(await signedInDestination(user), { replace: true });
  };

  const passwordLogin = features.usernamePasswordLogin;
  const otpLogin = features.otpLogin;

  return (
    <AuthCard title={t('auth.login.title')}>
      {providerError && <FormAlert message={providerError} />}
      {termsRequired && (
        <Checkbox
          label={t('auth.login.acceptTerms')}
          checked={termsTicked}
          onChange={(event) => setTermsTicked(event.currentTarget.checked)}
        />
      )}
      {passwordLogin && (
        <LoginForm
          submitting={signIn.isPending}
          disabled={blocked}
          error={signIn.isError ? errorMessage(signIn.error, t('errors.title')) : null}
          onSubmit={(input) => signIn.mutate(input, { onSuccess: (result) => void finish(result) })}
        />
      )}
      {passwordLogin && otpLogin && <Divider label={t('auth.login.or')} />}
      {otpLogin && <OtpLogin disabled={blocked} onSignedIn={(result) => void finish(result)} />}
      {team && (features.ssoLogin || features.socialLogin) && (
        <ProviderButtons
          team={team}
          features={features}
          disabled={blocked}
          separated={passwordLogin || otpLogin}
        />
      )}
      <LoginLinks features={features} teamPath={teamPath} />
    </AuthCard>
  );
}
