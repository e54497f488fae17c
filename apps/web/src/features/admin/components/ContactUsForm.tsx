import { contactUsBodySchema } from '@lp/shared/billing';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useContactUs } from '../api/contact-us.ts';

/** staging/contactUsRequest: ask the operators for a bigger plan or help with it. */
export function ContactUsForm() {
  const { t } = useTranslation('admin');
  const user = useAuthStore((state) => state.user);
  const send = useContactUs();
  const form = useSchemaForm({
    schema: contactUsBodySchema,
    initialValues: {
      name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
      email: user?.email ?? '',
      phone: '',
      company: '',
      message: '',
    },
  });
  const submit = form.onSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('contact.sent'));
        form.setFieldValue('message', '');
      },
      onError: notifyError,
    }),
  );
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <div>
          <Title order={2} size="h4">
            {t('contact.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('contact.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('contact.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('contact.email')} type="email" required {...form.getInputProps('email')} />
          <TextInput label={t('contact.phone')} {...form.getInputProps('phone')} />
          <TextInput label={t('contact.company')} {...form.getInputProps('company')} />
        </SimpleGrid>
        <Textarea
          label={t('contact.message')}
          required
          autosize
          minRows={3}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
