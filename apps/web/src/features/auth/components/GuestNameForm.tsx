import { LIMITS } from '@lp/shared/constants';
import { useTranslation } from 'react-i18next';
import { SingleFieldForm } from './SingleFieldForm.tsx';

interface GuestNameFormProps {
  onSubmit: (name: string) => void;
  submitting: boolean;
}

/** The guest's name: at least 3 characters (SPEC §5). */
export function GuestNameForm({ onSubmit, submitting }: GuestNameFormProps) {
  const { t } = useTranslation();
  return (
    <SingleFieldForm
      input={{ label: t('auth.guest.name'), autoComplete: 'name' }}
      isValid={(name) => name.length >= LIMITS.guestNameMinLength}
      invalidMessage={t('validation.guestNameShort')}
      submitLabel={t('auth.guest.submit')}
      submitting={submitting}
      onSubmit={onSubmit}
    />
  );
}
