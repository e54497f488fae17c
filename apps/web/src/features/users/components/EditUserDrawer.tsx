import { LANGUAGES } from '@lp/shared/constants';
import { type AdminUserDetail, SEGMENTATION_FIELDS, updateSuperBodySchema } from '@lp/shared/users/admin';
import {
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { LICENSE_OPTIONS, useUpdateUser, useUserCard, useUserCourses, useUserPage } from '../api/admin.ts';

interface EditUserDrawerProps {
  userId: string | null;
  onClose: () => void;
}

/** users/{id}/update/super: license, manager, stage, details, name, email, language and status. */
export function EditUserDrawer({ userId, onClose }: EditUserDrawerProps) {
  const { t } = useTranslation('usersAdmin');
  const card = useUserCard(userId);
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('editTitle')}
      closeButtonProps={{ 'aria-label': t('import.close') }}
    >
      {card.error ? <QueryFailure error={card.error} /> : null}
      {card.data && (
        <EditUserForm key={card.data._id + card.dataUpdatedAt} user={card.data} onDone={onClose} />
      )}
    </Drawer>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUserDetail; onDone: () => void }) {
  const { t } = useTranslation('usersAdmin');
  const update = useUpdateUser();
  const courses = useUserCourses(user._id);
  const managers = useUserPage({ page: 1, pageSize: 200, sort: 'name', order: 'asc', active: true });
  const details = Object.fromEntries(
    SEGMENTATION_FIELDS.map((field) => [field, String(user.details[field] ?? '')]),
  );
  const form = useSchemaForm({
    schema: updateSuperBodySchema,
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email ?? '',
      lang: user.lang,
      license_type: user.license_type,
      license_name: user.license_name,
      isManager: user.isManager,
      managerId: user.manager?._id ?? '',
      stage: user.stage,
      active: user.active,
      details,
    },
    toBody: (values) => ({
      ...values,
      email: values.email.trim() === '' ? null : values.email,
      managerId: values.managerId === '' ? null : values.managerId,
      details: {
        ...Object.fromEntries(
          Object.entries(user.details).filter(([, value]) => value === null || typeof value !== 'object'),
        ),
        ...Object.fromEntries(
          Object.entries(values.details).map(([key, value]) => [key, value.trim() || null]),
        ),
      },
    }),
  });
  const managerOptions = (managers.data?.users ?? [])
    .filter((candidate) => candidate._id !== user._id)
    .map((candidate) => ({
      value: candidate._id,
      label: `${`${candidate.first_name} ${candidate.last_name}`.trim()} (${candidate.username})`,
    }));

  const submit = form.onSubmit((body) =>
    update.mutate(
      { id: user._id, body },
      {
        onSuccess: () => {
          notifySuccess(t('saved'));
          onDone();
        },
        onError: (error) => notifyFailure(error, t('failed')),
      },
    ),
  );

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {user.username} · {t('standing', { points: user.points, level: user.level, reports: user.reports })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('firstName')} {...form.getInputProps('first_name')} />
          <TextInput label={t('lastName')} {...form.getInputProps('last_name')} />
          <TextInput label={t('email')} type="email" {...form.getInputProps('email')} />
          <Select
            label={t('language')}
            data={LANGUAGES.map((lang) => ({ value: lang, label: lang }))}
            allowDeselect={false}
            {...form.getInputProps('lang')}
          />
          <Select
            label={t('licenseHeader')}
            data={LICENSE_OPTIONS.map((type) => ({ value: type, label: t(`license.${type}`) }))}
            allowDeselect={false}
            {...form.getInputProps('license_type')}
          />
          <TextInput label={t('licenseName')} {...form.getInputProps('license_name')} />
          <Select
            label={t('managerLabel')}
            placeholder={t('noManager')}
            data={managerOptions}
            searchable
            clearable
            value={form.values.managerId || null}
            onChange={(value) => form.setFieldValue('managerId', value ?? '')}
            error={form.errors.managerId}
          />
          <NumberInput label={t('stage')} min={1} max={4} {...form.getInputProps('stage')} />
        </SimpleGrid>
        <Group>
          <Checkbox label={t('isManager')} {...form.getInputProps('isManager', { type: 'checkbox' })} />
          <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        </Group>
        <Title order={4}>{t('details')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SEGMENTATION_FIELDS.map((field) => (
            <TextInput key={field} label={t(`detail.${field}`)} {...form.getInputProps(`details.${field}`)} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('save')}
          </Button>
        </Group>
        <Title order={4}>{t('courses')}</Title>
        {courses.data?.length === 0 && <Text c="dimmed">{t('noCourses')}</Text>}
        {courses.data && courses.data.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('course')}</Table.Th>
                <Table.Th>{t('status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {courses.data.map((course) => (
                <Table.Tr key={course.courseId}>
                  <Table.Td>{course.name}</Table.Td>
                  <Table.Td>
                    {t(`courseStatus.${course.status}`)} ({Math.round(course.viewedPercentage)}%)
                    {course.overdue && (
                      <Badge ml="xs" color="red" variant="light" size="sm">
                        {t('overdue')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </form>
  );
}
