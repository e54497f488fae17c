import { LICENSE_TYPES } from '@lp/shared/constants';
import { can } from '@lp/shared/permissions';
import { type AdminUserRow, USER_SORT_FIELDS, type UserListQuery } from '@lp/shared/users/admin';
import { Badge, Button, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useUserCount, useUserPage } from '../api/admin.ts';
import { CreateUserModal } from './CreateUserModal.tsx';
import { EditUserDrawer } from './EditUserDrawer.tsx';
import { ImportUsersModal } from './ImportUsersModal.tsx';
import { UserRowActions } from './UserRowActions.tsx';

const PAGE_SIZE = 20;

export const fullName = (user: Pick<AdminUserRow, 'first_name' | 'last_name' | 'username'>) =>
  `${user.first_name} ${user.last_name}`.trim() || user.username;

/**
 * The team's users for admins (SPEC §7 Users): search, sort and filters answered by the server a
 * page at a time, row actions (edit, activate or deactivate, delete for SuperAdmins), create and
 * enrol, and the bulk import. Mounted on /builder/users and in the admin panel.
 */
export function UsersAdminSection() {
  const { t } = useTranslation('usersAdmin');
  const me = useAuthStore((state) => state.user);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [filters, setFilters] = useState<Omit<UserListQuery, 'search' | 'pageSize'>>({
    page: 1,
    sort: 'username',
    order: 'asc',
  });
  const query: UserListQuery = { ...filters, pageSize: PAGE_SIZE, search: search || undefined };
  const users = useUserPage(query);
  const count = useUserCount();
  const [editing, setEditing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const set = (change: Partial<typeof filters>) =>
    setFilters((current) => ({ ...current, page: 1, ...change }));

  return (
    <Stack gap="md">
      {count.data && (
        <Text size="sm" c="dimmed">
          {t('counts', count.data)}
        </Text>
      )}
      <Group align="end" wrap="wrap">
        <TextInput
          label={t('search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            set({});
          }}
          w={240}
        />
        <Select
          label={t('filterLicense')}
          data={[
            { value: '', label: t('any') },
            ...LICENSE_TYPES.map((type) => ({ value: type, label: t(`license.${type}`) })),
          ]}
          value={filters.license ?? ''}
          onChange={(value) => set({ license: (value || undefined) as UserListQuery['license'] })}
          allowDeselect={false}
          w={160}
        />
        <Select
          label={t('filterStatus')}
          data={[
            { value: '', label: t('any') },
            { value: 'true', label: t('active') },
            { value: 'false', label: t('inactive') },
          ]}
          value={filters.active === undefined ? '' : String(filters.active)}
          onChange={(value) => set({ active: value ? value === 'true' : undefined })}
          allowDeselect={false}
          w={140}
        />
        <Select
          label={t('sortBy')}
          data={USER_SORT_FIELDS.map((field) => ({ value: field, label: t(`sort.${field}`) }))}
          value={filters.sort}
          onChange={(value) => value && set({ sort: value as UserListQuery['sort'] })}
          allowDeselect={false}
          w={150}
        />
        <Select
          label={t('order')}
          data={[
            { value: 'asc', label: t('ascending') },
            { value: 'desc', label: t('descending') },
          ]}
          value={filters.order}
          onChange={(value) => value && set({ order: value as 'asc' | 'desc' })}
          allowDeselect={false}
          w={140}
        />
        <Group ml="auto">
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            {t('import.open')}
          </Button>
        </Group>
      </Group>
      <DataTable
        query={{ data: users.data?.users, error: users.error }}
        empty={t('empty')}
        minWidth={760}
        columns={[
          {
            key: 'name',
            header: t('name'),
            cell: (user) => (
              <>
                <Text size="sm" fw={500}>
                  {fullName(user)}
                </Text>
                <Text size="xs" c="dimmed">
                  {user.username}
                </Text>
              </>
            ),
          },
          { key: 'email', header: t('email'), cell: (user) => user.email ?? '—' },
          {
            key: 'license',
            header: t('licenseHeader'),
            cell: (user) => (
              <>
                {t(`license.${user.license_type}`)}
                {user.isManager && (
                  <Badge ml="xs" size="sm" variant="light">
                    {t('managerBadge')}
                  </Badge>
                )}
              </>
            ),
          },
          {
            key: 'status',
            header: t('status'),
            cell: (user) => (
              <Badge color={user.active ? 'green' : 'gray'} variant="light">
                {user.active ? t('active') : t('inactive')}
              </Badge>
            ),
          },
          {
            key: 'actions',
            cellProps: { ta: 'right' },
            cell: (user) => (
              <UserRowActions
                user={user}
                isSelf={user._id === me?._id}
                mayDelete={can(me, 'adminPanel.delete')}
                onEdit={() => setEditing(user._id)}
              />
            ),
          },
        ]}
      />
      {(users.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          total={Math.ceil((users.data?.total ?? 0) / PAGE_SIZE)}
          value={filters.page}
          onChange={(page) => setFilters((current) => ({ ...current, page }))}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
        />
      )}
      <EditUserDrawer userId={editing} onClose={() => setEditing(null)} />
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
      <ImportUsersModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
