import { isValidPassword } from '@lp/shared/validation-rules';

export interface NewPasswordErrors {
  password: 'validation.passwordRequirements' | null;
  confirmation: 'validation.passwordsDoNotMatch' | null;
}

/** SPEC §5 "Change password": the pattern, and the confirmation must match (translation keys). */
export function newPasswordErrors(password: string, confirmation: string): NewPasswordErrors {
  return {
    password: isValidPassword(password) ? null : 'validation.passwordRequirements',
    confirmation: password === confirmation ? null : 'validation.passwordsDoNotMatch',
  };
}

export const hasNewPasswordErrors = (errors: NewPasswordErrors) =>
  errors.password !== null || errors.confirmation !== null;
