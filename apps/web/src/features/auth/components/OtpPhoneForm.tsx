import { phoneSchema } from '@lp/shared/auth';
import { LIMITS } from '@lp/shared/constants';
import { useTranslation } from 'react-i18next';
import { SingleFieldForm } from './SingleFieldForm.tsx';

interface OtpPhoneFormProps {
  onSubmit: (phone: string) => void;
  submitting: boolean;
  disabled: boolean;
}

/** One-time code, step 1: the phone number (exactly 10 characters, SPEC §5). */
export function OtpPhoneForm({ onSubmit, submitting, disabled }: OtpPhoneFormProps) {
  const { t } = useTranslation();
  return (
    <SingleFieldForm
      input={{
        label: t('auth.otp.phone'),
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        maxLength: LIMITS.phoneLength,
      }}
      isValid={(phone) => phoneSchema.safeParse(phone).success}
      invalidMessage={t('validation.phoneInvalid')}
      submitLabel={t('auth.otp.send')}
      buttonVariant="light"
      submitting={submitting}
      disabled={disabled}
      onSubmit={onSubmit}
    />
  );
}
