import { activeEmailDomain } from '@lp/shared/team-rules';
import { Alert, Checkbox, Divider, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { LOGIN_PATH, loginPath } from '../../../lib/session.ts';
import { usePublicTeam } from '../../teams/index.ts';
import { useAcceptTerms } from '../../users/index.ts';
import { type SignInInput, useSignIn } from '../api/sign-in.ts';
import type { SignInResult } from '../api/signed-in-response.ts';
import { isChallengeRequired } from '../challenge.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { LoginLinks } from '../components/LoginLinks.tsx';
import { loadChallengeWidget } from '../load-challenge-widget.ts';
import { signedInDestination } from '../signed-in-destination.ts';

// Loaded only when the server asks for a challenge: most sign-ins never need it.
const ChallengeWidget = lazy(async () => ({
  default: await loadChallengeWidget(),
}));
// The sign-in methods a team may turn on besides the password (SPEC §2), with the schemas their
// requests use: loaded only for a team that shows them.
const OtpLogin = lazy(async () => ({ default: (await import('../components/OtpLogin.tsx')).OtpLogin }));
const TokenGeneratorForm = lazy(async () => ({
  default: (await import('../components/TokenGeneratorForm.tsx')).TokenGeneratorForm,
}));
const ProviderButtons = lazy(async () => ({
  default: (await import('../components/ProviderButtons.tsx')).ProviderButtons,
}));

/** Each round mounts a fresh widget; `pending` is the sign-in to send once it has solved. */
interface ChallengeRound {
  round: number;
  pending: SignInInput | null;
}

/** /login and /{team}/login: the sign-in methods and links the team's features allow (SPEC §2). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Single sign-on that fails ends on /login?error=<message>.
  const providerError = searchParams.get('error');
  const { team, routeTeam, branding, features, loading, teamPath } = usePublicTeam();
  const [termsTicked, setTermsTicked] = useState(false);
  const [challenge, setChallenge] = useState<ChallengeRound | null>(null);
  const signIn = useSignIn();
  const acceptTerms = useAcceptTerms();

  // SPEC §6: multi-tenant without common login, the stored team's users sign in on its own page.
  if (!routeTeam && loginPath() !== LOGIN_PATH) return <Navigate to={loginPath()} replace />;
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

  const nextRound = (pending: SignInInput | null) =>
    setChallenge((current) => ({ round: (current?.round ?? 0) + 1, pending }));

  const send = (input: SignInInput) =>
    signIn.mutate(routeTeam ? { ...input, team: routeTeam } : input, {
      onSuccess: (result) => void finish(result),
      // Asked for a challenge: solve one and send the same sign-in again. A refused payload is
      // not retried by itself; the next submit solves a new one.
      onError: (error) => {
        if (isChallengeRequired(error)) nextRound(input.altcha ? null : { ...input, altcha: undefined });
      },
    });

  const submit = (input: SignInInput) => (challenge ? nextRound(input) : send(input));

  const solved = (payload: string) => {
    if (!challenge?.pending) return;
    send({ ...challenge.pending, altcha: payload });
    setChallenge({ ...challenge, pending: null });
  };

  const failure =
    signIn.isError && !(isChallengeRequired(signIn.error) && challenge?.pending)
      ? errorMessage(signIn.error, t('errors.title'))
      : null;
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
          submitting={signIn.isPending || Boolean(challenge?.pending)}
          disabled={blocked}
          error={failure}
          onSubmit={submit}
        />
      )}
      {passwordLogin && challenge && (
        <Alert color="blue" variant="light" role="status" title={t('auth.challenge.title')}>
          {t('auth.challenge.help')}
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <ChallengeWidget key={challenge.round} purpose="sign_in" onVerified={solved} />
          </Suspense>
        </Alert>
      )}
      <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
        {passwordLogin && otpLogin && <Divider label={t('auth.login.or')} />}
        {otpLogin && (
          <OtpLogin disabled={blocked} routeTeam={routeTeam} onSignedIn={(result) => void finish(result)} />
        )}
        {features.tokenLogin && (passwordLogin || otpLogin) && <Divider label={t('auth.login.or')} />}
        {features.tokenLogin && (
          <TokenGeneratorForm
            team={team}
            emailDomain={branding ? activeEmailDomain(branding) : null}
            courseId={searchParams.get('courseId') ?? undefined}
            disabled={blocked}
          />
        )}
        {team && (features.ssoLogin || features.socialLogin) && (
          <ProviderButtons
            team={team}
            features={features}
            disabled={blocked}
            separated={passwordLogin || otpLogin}
          />
        )}
      </Suspense>
      <LoginLinks features={features} signupPolicy={branding?.signupPolicy ?? 'open'} teamPath={teamPath} />
    </AuthCard>
  );
}
