import { phoneSchema } from '@lp/shared/auth';
import { LIMITS } from '@lp/shared/constants';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface OtpPhoneFormProps {
  onSubmit: (phone: string) => void;
  submitting: boolean;
  disabled: boolean;
}

/** One-time code, step 1: the phone number (exactly 10 characters, SPEC §5). */
export function OtpPhoneForm({ onSubmit, submitting, disabled }: OtpPhoneFormProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = phoneSchema.safeParse(phone).success;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid) onSubmit(phone);
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('auth.otp.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          maxLength={LIMITS.phoneLength}
          onChange={(event) => setPhone(event.currentTarget.value.trim())}
          onBlur={() => setTouched(true)}
          error={touched && phone !== '' && !valid ? t('validation.phoneInvalid') : null}
        />
        <Button type="submit" variant="light" loading={submitting} disabled={disabled || !valid} fullWidth>
          {t('auth.otp.send')}
        </Button>
      </Stack>
    </form>
  );
}
