import { Button, Center, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useGoBack } from '../../../lib/use-go-back.ts';
import { useChangePassword } from '../api/change-password.ts';
import { authMessage } from '../auth-message.ts';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { hasNewPasswordErrors, newPasswordErrors } from '../new-password.ts';

/** /setpass: change the password; success goes back to the previous page or home (SPEC §2). */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = newPasswordErrors(password, confirmation);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasNewPasswordErrors(errors)) return;
    change.mutate(
      { current_password: current, password, password_confirmation: confirmation },
      {
        onSuccess: (message) => {
          notifications.show({ color: 'green', message: authMessage(message) });
          goBack();
        },
      },
    );
  };

  return (
    <Center py="xl" px="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w={440} maw="100%">
        <form onSubmit={handleSubmit}>
          <Stack gap="md">
            <Title order={1} size="h3">
              {t('auth.setpass.title')}
            </Title>
            {change.isError && <FormAlert message={errorMessage(change.error, t('errors.title'))} />}
            <PasswordInput
              label={t('auth.setpass.current')}
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePasswordVisibility') }}
            />
            <NewPasswordFields
              password={password}
              confirmation={confirmation}
              onPasswordChange={setPassword}
              onConfirmationChange={setConfirmation}
              errors={submitted ? errors : null}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={goBack} disabled={change.isPending}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                loading={change.isPending}
                disabled={!current || !password || !confirmation}
              >
                {t('auth.setpass.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
