import { companyAddress, EMAIL_DOMAIN_MESSAGES } from '@lp/shared/team-rules';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useRequestLoginLink } from '../api/request-login-link.ts';

interface TokenGeneratorFormProps {
  /** The team whose page this is; its email-domain mode applies on the server too. */
  team: string | null;
  /** SPEC §9 email-domain mode: the company domain the username is combined with, else null. */
  emailDomain: string | null;
  /** The course the mailed link opens (the token generator's courseId), if any. */
  courseId?: string | undefined;
  disabled?: boolean;
}

/**
 * The token generator (SPEC §7 users/email/check-user, §8 texts): a username in, a single-use
 * sign-in link by mail out. In email-domain mode only the username is typed and `@domain` is shown
 * next to it; a full address at another domain is refused here as on the server.
 */
export function TokenGeneratorForm({
  team,
  emailDomain,
  courseId,
  disabled = false,
}: TokenGeneratorFormProps) {
  const { t } = useTranslation();
  const request = useRequestLoginLink();

  const problem = (raw: string): string | null => {
    const typed = raw.trim();
    if (!typed) return t('auth.tokenGenerator.usernameRequired');
    if (!emailDomain) return null;
    const combined = companyAddress(typed, emailDomain);
    if (combined.ok) return null;
    if (combined.message === EMAIL_DOMAIN_MESSAGES.usernameRequired)
      return t('auth.tokenGenerator.usernameRequired');
    if (combined.message === EMAIL_DOMAIN_MESSAGES.otherDomain(emailDomain)) {
      return t('auth.tokenGenerator.otherDomain', { domain: emailDomain });
    }
    return t('validation.emailMalformed');
  };

  const form = useForm({ initialValues: { username: '' }, validate: { username: problem } });
  const submit = form.onSubmit(({ username }) =>
    request.mutate({ username: username.trim(), courseId, team: team ?? undefined }),
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="token-generator-title">
      <Title id="token-generator-title" order={2} size="h5">
        {t('auth.tokenGenerator.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {request.isSuccess &&
            (request.data ? (
              <FormAlert
                tone="success"
                message={`${t('auth.tokenGenerator.sent')}. ${t('auth.tokenGenerator.checkEmail')}`}
              />
            ) : (
              <FormAlert message={t('auth.tokenGenerator.notPresent')} />
            ))}
          {request.isError && (
            <FormAlert message={errorMessage(request.error, t('auth.tokenGenerator.failed'))} />
          )}
          <TextInput
            label={t('auth.tokenGenerator.username')}
            description={
              emailDomain ? t('auth.tokenGenerator.domainHint', { domain: emailDomain }) : undefined
            }
            autoComplete="username"
            maxLength={254}
            rightSection={
              emailDomain ? (
                <Text size="sm" c="dimmed" aria-hidden>
                  @{emailDomain}
                </Text>
              ) : undefined
            }
            rightSectionWidth={emailDomain ? `${emailDomain.length + 2}ch` : undefined}
            rightSectionPointerEvents="none"
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <Button type="submit" variant="light" loading={request.isPending} disabled={disabled} fullWidth>
            {t('auth.tokenGenerator.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
