import { LANGUAGES } from '@lp/shared/constants';
import { createAndEnrolBodySchema } from '@lp/shared/users/admin';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { LICENSE_OPTIONS, useCreateAndEnrol, useTeamCourses } from '../api/admin.ts';

/** users/createnroll: a new user of the team, enrolled in the chosen courses in one step. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('usersAdmin');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('import.close') }}
    >
      {opened && <CreateUserForm onDone={onClose} />}
    </Modal>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('usersAdmin');
  const { t: tc } = useTranslation();
  const create = useCreateAndEnrol();
  const courses = useTeamCourses();
  const form = useSchemaForm({
    schema: createAndEnrolBodySchema,
    initialValues: {
      username: '',
      password: '',
      first_name: '',
      last_name: '',
      email: '',
      license_type: 'Learner',
      lang: 'en',
      courseIds: [] as string[],
    },
    toBody: (values) => ({ ...values, email: values.email.trim() === '' ? null : values.email }),
    messages: {
      username: tc('validation.usernameUnavailable'),
      password: tc('validation.passwordInvalid'),
      email: tc('validation.emailMalformed'),
    },
  });
  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(t('create.done', { username: result.user.username, count: result.enrolled.length }));
        onDone();
      },
      onError: (error) => notifyFailure(error, t('failed')),
    }),
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('username')}
            description={tc('validation.usernameHelp')}
            required
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('password')}
            description={tc('validation.passwordHelp')}
            required
            {...form.getInputProps('password')}
          />
          <TextInput label={t('firstName')} required {...form.getInputProps('first_name')} />
          <TextInput label={t('lastName')} {...form.getInputProps('last_name')} />
          <TextInput label={t('email')} type="email" {...form.getInputProps('email')} />
          <Select
            label={t('licenseHeader')}
            data={LICENSE_OPTIONS.map((type) => ({ value: type, label: t(`license.${type}`) }))}
            allowDeselect={false}
            {...form.getInputProps('license_type')}
          />
          <Select
            label={t('language')}
            data={LANGUAGES.map((lang) => ({ value: lang, label: lang }))}
            allowDeselect={false}
            {...form.getInputProps('lang')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('create.courses')}
          data={courses.data ?? []}
          searchable
          {...form.getInputProps('courseIds')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
