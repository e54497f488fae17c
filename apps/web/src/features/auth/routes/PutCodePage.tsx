import { LIMITS } from '@lp/shared/constants';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { LOGIN_PATH } from '../../../lib/session.ts';
import { useResolveLessonCode } from '../api/resolve-lesson-code.ts';
import { AuthCard } from '../components/AuthCard.tsx';

/** /putCode: a lesson code (at least 9 characters) opens its course at /c/{code}. */
export function PutCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resolve = useResolveLessonCode();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = code.trim().length >= LIMITS.lessonCodeMinLength;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) return;
    resolve.mutate(code.trim(), {
      onSuccess: (identifier) => void navigate(`/c/${encodeURIComponent(identifier)}`),
    });
  };

  return (
    <AuthCard title={t('auth.putCode.title')}>
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          {resolve.isError && <FormAlert message={errorMessage(resolve.error, t('errors.title'))} />}
          <TextInput
            label={t('auth.putCode.code')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && code !== '' && !valid ? t('validation.lessonCodeShort') : null}
          />
          <Button type="submit" loading={resolve.isPending} disabled={!valid} fullWidth>
            {t('auth.putCode.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={LOGIN_PATH}>
          {t('auth.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
