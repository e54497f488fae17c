import { OTP_HIDE_FORM_ERROR_CODE } from '@lp/shared/sign-in';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { ApiClientError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useGenerateOtp } from '../api/generate-otp.ts';
import type { SignInResult } from '../api/signed-in-response.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { authMessage } from '../auth-message.ts';
import { OtpCodeForm } from './OtpCodeForm.tsx';
import { OtpPhoneForm } from './OtpPhoneForm.tsx';

interface OtpLoginProps {
  disabled: boolean;
  /** The team of the /{team}/login page, sent with each call (SPEC §6). */
  routeTeam?: string | null | undefined;
  onSignedIn: (result: SignInResult) => void;
}

/** SPEC §4 one-time code login: phone, then code; errorCode 3 leaves only the server's message. */
export function OtpLogin({ disabled, routeTeam, onSignedIn }: OtpLoginProps) {
  const { t } = useTranslation();
  const generate = useGenerateOtp();
  const verify = useVerifyOtp();
  const countdown = useCountdown();
  const [phone, setPhone] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [hiddenMessage, setHiddenMessage] = useState<string | null>(null);
  // A new key empties the code inputs after a wrong code.
  const [attempt, setAttempt] = useState(0);

  const showError = (caught: Error) => {
    const message = errorMessage(caught, t('errors.title'));
    if (caught instanceof ApiClientError && caught.errorCode === OTP_HIDE_FORM_ERROR_CODE) {
      setHiddenMessage(message);
    } else setError(message);
  };

  const send = (number: string) => {
    setError(null);
    generate.mutate(
      { phone: number, team: routeTeam ?? undefined },
      {
        onSuccess: (sent) => {
          setPhone(number);
          setNotice(authMessage(sent.message));
          countdown.restart(sent.resendAfterSeconds);
        },
        onError: showError,
      },
    );
  };

  const check = (code: string) => {
    if (phone === null) return;
    setError(null);
    verify.mutate(
      { phone, code, team: routeTeam ?? undefined },
      {
        onSuccess: onSignedIn,
        onError: (caught) => {
          showError(caught);
          setAttempt((count) => count + 1);
        },
      },
    );
  };

  if (hiddenMessage) return <FormAlert message={hiddenMessage} />;

  return (
    <Stack gap="sm">
      <Title order={3} size="h6">
        {t('auth.otp.title')}
      </Title>
      {error && <FormAlert message={error} />}
      {phone === null ? (
        <OtpPhoneForm onSubmit={send} submitting={generate.isPending} disabled={disabled} />
      ) : (
        <OtpCodeForm
          key={attempt}
          phone={phone}
          notice={notice}
          secondsLeft={countdown.secondsLeft}
          onVerify={check}
          verifying={verify.isPending}
          onResend={() => send(phone)}
          resending={generate.isPending}
          onChangePhone={() => {
            setPhone(null);
            setError(null);
          }}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
