import { LANGUAGES } from '@lp/shared/constants';
import { can } from '@lp/shared/permissions';
import { updateSelfBodySchema } from '@lp/shared/users/index';
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_NAMES } from '../../../i18n/resources.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { PlanUsageCard } from '../../admin/index.ts';
import { useUpdateSelf } from '../../profile/index.ts';
import { PageHeader } from '../components/shared/PageHeader.tsx';

/** /builder/account: the creator's own name and language, and the way to change the password. */
export function AccountPage() {
  const { t } = useTranslation('builder');
  const user = useAuthStore((state) => state.user);
  const form = useSchemaForm({
    schema: updateSelfBodySchema,
    initialValues: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      lang: user?.lang ?? 'en',
    },
    messages: { first_name: t('validation.nameRequired') },
  });
  const update = useUpdateSelf((saved) => useUiStore.getState().setLanguage(saved.lang));
  if (!user) return null;

  const submit = form.onSubmit((body) =>
    update.mutate(body, { onSuccess: () => notifySuccess(t('account.saved')), onError: notifyError }),
  );

  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <Paper component="form" onSubmit={submit} noValidate withBorder p="lg" maw={640}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <div>
              <Text size="sm" c="dimmed">
                {t('account.username')}
              </Text>
              <Text fw={500}>{user.username}</Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t('account.license')}
              </Text>
              <Text fw={500}>{user.license.license_name || user.license.license_type}</Text>
            </div>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('account.firstName')} required {...form.getInputProps('first_name')} />
            <TextInput label={t('account.lastName')} {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <Select
            label={t('account.language')}
            data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            allowDeselect={false}
            {...form.getInputProps('lang')}
          />
          <Group justify="space-between">
            <Anchor component={Link} to="/setpass">
              <Group gap={4} component="span">
                <IconKey size={16} aria-hidden />
                {t('account.changePassword')}
              </Group>
            </Anchor>
            <Button type="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {can(user, 'adminPanel.view') && (
        <Stack mt="lg" maw={960}>
          <PlanUsageCard teamName={user.team} />
          <Anchor component={Link} to="/adminPanel?section=plan">
            {t('account.managePlan')}
          </Anchor>
        </Stack>
      )}
    </>
  );
}
