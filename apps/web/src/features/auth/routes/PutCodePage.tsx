import { LIMITS } from '@lp/shared/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useResolveLessonCode } from '../api/resolve-lesson-code.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { BackToLogin } from '../components/BackToLogin.tsx';
import { SingleFieldForm } from '../components/SingleFieldForm.tsx';

/** /putCode: a lesson code (at least 9 characters) opens its course at /c/{code}. */
export function PutCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resolve = useResolveLessonCode();

  return (
    <AuthCard title={t('auth.putCode.title')}>
      <SingleFieldForm
        input={{
          label: t('auth.putCode.code'),
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
        }}
        isValid={(code) => code.length >= LIMITS.lessonCodeMinLength}
        invalidMessage={t('validation.lessonCodeShort')}
        submitLabel={t('auth.putCode.submit')}
        submitting={resolve.isPending}
        onSubmit={(code) =>
          resolve.mutate(code, {
            onSuccess: (identifier) => void navigate(`/c/${encodeURIComponent(identifier)}`),
          })
        }
      >
        {resolve.isError && <FormAlert message={errorMessage(resolve.error, t('errors.title'))} />}
      </SingleFieldForm>
      <BackToLogin />
    </AuthCard>
  );
}
