import type { User } from '@lp/shared/users/index';
import { Button, Center, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAcceptTerms } from '../../users/index.ts';

interface TermsAcceptanceProps {
  user: User;
  /** The team's title, else the product name. */
  appName: string;
}

/** SPEC §4 "Terms": shown instead of the app until the user accepts; then the top-bar tools appear. */
export function TermsAcceptance({ user, appName }: TermsAcceptanceProps) {
  const { t } = useTranslation();
  const accept = useAcceptTerms();
  const [ticked, setTicked] = useState(false);

  return (
    <Center py="xl" px="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w={520} maw="100%">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('auth.terms.title')}
          </Title>
          <Text>{t('auth.terms.text', { name: appName })}</Text>
          {accept.isError && <FormAlert message={errorMessage(accept.error, t('errors.title'))} />}
          <Checkbox
            label={t('auth.login.acceptTerms')}
            checked={ticked}
            onChange={(event) => setTicked(event.currentTarget.checked)}
          />
          <Button onClick={() => accept.mutate(user._id)} loading={accept.isPending} disabled={!ticked}>
            {t('auth.terms.continue')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
