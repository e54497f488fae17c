import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NewPasswordErrors } from '../new-password.ts';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** Shown once the form has been submitted. */
  errors: NewPasswordErrors | null;
}

/** A new password with its help text, and its confirmation. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('auth.login.togglePasswordVisibility') };

  return (
    <>
      <PasswordInput
        label={t('auth.newPassword.password')}
        description={t('validation.passwordHelp')}
        autoComplete="new-password"
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
        error={props.errors?.password ? t(props.errors.password) : null}
        visibilityToggleButtonProps={toggle}
      />
      <PasswordInput
        label={t('auth.newPassword.confirmation')}
        autoComplete="new-password"
        value={props.confirmation}
        onChange={(event) => props.onConfirmationChange(event.currentTarget.value)}
        error={props.errors?.confirmation ? t(props.errors.confirmation) : null}
        visibilityToggleButtonProps={toggle}
      />
    </>
  );
}
