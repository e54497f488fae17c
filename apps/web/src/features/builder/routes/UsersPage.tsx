import { ENROLMENT_RULE_FIELDS, type UserSearchResult } from '@lp/shared/content/enrolment';
import { can } from '@lp/shared/permissions';
import { Badge, Button, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { UsersAdminSection } from '../../users/index.ts';
import { useUserSearch } from '../api/search-users.ts';
import { PageHeader } from '../components/shared/PageHeader.tsx';
import { PageLoader } from '../components/shared/PageLoader.tsx';
import { Pager } from '../components/shared/Pager.tsx';
import { usePagedSearch } from '../components/shared/use-paged-search.ts';
import { UserEnrolmentsDrawer } from '../components/users/UserEnrolmentsDrawer.tsx';
import { displayName, UserName } from '../components/users/UserName.tsx';

const PAGE_SIZE = 20;

const detailText = (user: UserSearchResult) =>
  ENROLMENT_RULE_FIELDS.map((field) => user.details[field])
    .filter((value) => typeof value === 'string' && value.trim() !== '')
    .join(' · ');

/**
 * /builder/users: admins get the full users administration (SPEC §7 Users); creators search the
 * team's users and see what they are enrolled in.
 */
export function UsersPage() {
  const user = useAuthStore((state) => state.user);
  if (can(user, 'users.manage')) return <AdminUsersPage />;
  return <CreatorUsersPage />;
}

function AdminUsersPage() {
  const { t } = useTranslation('builder');
  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <UsersAdminSection />
    </>
  );
}

function CreatorUsersPage() {
  const { t } = useTranslation('builder');
  const { page, setPage, search, input } = usePagedSearch();
  const [selected, setSelected] = useState<UserSearchResult | null>(null);
  const users = useUserSearch({ text: search, page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <TextInput
        label={t('enrol.search')}
        description={t('enrol.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        {...input}
        maw={420}
        mb="md"
      />
      {users.isLoading && <PageLoader />}
      <DataTable
        query={{ data: users.data?.users, error: users.error }}
        empty={t('enrol.noUsers')}
        minWidth={720}
        columns={[
          { key: 'name', header: t('learners.name'), cell: (user) => <UserName user={user} /> },
          { key: 'email', header: t('users.email'), cell: (user) => user.email ?? '—' },
          {
            key: 'license',
            header: t('users.license'),
            cell: (user) => (
              <>
                {user.license_type}
                {!user.active && (
                  <Badge ml="xs" color="gray" size="sm">
                    {t('enrol.inactive')}
                  </Badge>
                )}
              </>
            ),
          },
          {
            key: 'details',
            header: t('users.details'),
            cell: (user) => <Text size="sm">{detailText(user) || '—'}</Text>,
          },
          {
            key: 'enrolments',
            cellProps: { ta: 'right' },
            cell: (user) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => setSelected(user)}
                aria-label={t('users.enrolmentsOf', { name: displayName(user) })}
              >
                {t('users.enrolments')}
              </Button>
            ),
          },
        ]}
      />
      <Pager total={users.data?.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
      <UserEnrolmentsDrawer user={selected} onClose={() => setSelected(null)} />
    </>
  );
}
