import { ENROLMENT_RULE_FIELDS, type UserSearchResult } from '@lp/shared/enrolment';
import { Badge, Button, Center, Loader, Pagination, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useUserSearch } from '../api/search-users.ts';
import { PageHeader } from '../components/shared/PageHeader.tsx';
import { UserEnrolmentsDrawer } from '../components/users/UserEnrolmentsDrawer.tsx';

const PAGE_SIZE = 20;

const detailText = (user: UserSearchResult) =>
  ENROLMENT_RULE_FIELDS.map((field) => user.details[field])
    .filter((value) => typeof value === 'string' && value.trim() !== '')
    .join(' · ');

/** /builder/users: search the team's users and see what they are enrolled in. */
export function UsersPage() {
  const { t } = useTranslation('builder');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<UserSearchResult | null>(null);
  const users = useUserSearch({ text: search || undefined, page, pageSize: PAGE_SIZE });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <TextInput
        label={t('enrol.search')}
        description={t('enrol.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
        mb="md"
      />
      {users.isLoading && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {users.isError && <QueryFailure error={users.error} />}
      {users.data?.users.length === 0 && <Text c="dimmed">{t('enrol.noUsers')}</Text>}
      {users.data && users.data.users.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('learners.name')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.license')}</Table.Th>
                <Table.Th>{t('users.details')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.users.map((user) => {
                const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
                return (
                  <Table.Tr key={user._id}>
                    <Table.Td>
                      <Text fw={500}>{name}</Text>
                      <Text size="xs" c="dimmed">
                        {user.username}
                      </Text>
                    </Table.Td>
                    <Table.Td>{user.email ?? '—'}</Table.Td>
                    <Table.Td>
                      {user.license_type}
                      {!user.active && (
                        <Badge ml="xs" color="gray" size="sm">
                          {t('enrol.inactive')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{detailText(user) || '—'}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setSelected(user)}
                        aria-label={t('users.enrolmentsOf', { name })}
                      >
                        {t('users.enrolments')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination mt="md" total={pages} value={page} onChange={setPage} aria-label={t('learners.pages')} />
      )}
      <UserEnrolmentsDrawer user={selected} onClose={() => setSelected(null)} />
    </>
  );
}
