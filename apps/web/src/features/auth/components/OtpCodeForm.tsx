import { LIMITS } from '@lp/shared/constants';
import { Anchor, Button, Center, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface OtpCodeFormProps {
  phone: string;
  /** The server's message about the code it sent. */
  notice: string;
  secondsLeft: number;
  onVerify: (code: string) => void;
  verifying: boolean;
  onResend: () => void;
  resending: boolean;
  onChangePhone: () => void;
  disabled: boolean;
}

/** One-time code, step 2: six single-digit inputs; a full code verifies at once; resend after the countdown. */
export function OtpCodeForm(props: OtpCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');

  return (
    <Stack gap="sm">
      {props.notice && <Text size="sm">{props.notice}</Text>}
      <Text size="sm" c="dimmed">
        {t('auth.otp.enterCode', { phone: props.phone })}
      </Text>
      <Center>
        <PinInput
          length={LIMITS.otpLength}
          type="number"
          oneTimeCode
          autoFocus
          value={code}
          onChange={setCode}
          onComplete={props.onVerify}
          disabled={props.disabled || props.verifying}
          ariaLabel={t('auth.otp.digit')}
        />
      </Center>
      {props.secondsLeft > 0 ? (
        <Text size="sm" c="dimmed" ta="center" aria-live="polite">
          {t('auth.otp.resendIn', { seconds: props.secondsLeft })}
        </Text>
      ) : (
        <Button variant="subtle" onClick={props.onResend} loading={props.resending} disabled={props.disabled}>
          {t('auth.otp.resend')}
        </Button>
      )}
      <Anchor component="button" type="button" size="sm" onClick={props.onChangePhone}>
        {t('auth.otp.changePhone')}
      </Anchor>
    </Stack>
  );
}
