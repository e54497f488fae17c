import type { UserSearchResult } from '@lp/shared/content/enrolment';
import { Badge, Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/DataTable.tsx';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useAddLearner } from '../../api/add-learner.ts';
import { useAddTeam } from '../../api/add-team.ts';
import { useRemoveLearner } from '../../api/remove-learner.ts';
import { useUserSearch } from '../../api/search-users.ts';
import { ConfirmButton } from '../shared/ConfirmButton.tsx';
import { usePagedSearch } from '../shared/use-paged-search.ts';
import { displayName, UserName } from '../users/UserName.tsx';

/** Finds users of the team (users/list/search) and enrols or removes them; or enrols the whole team. */
export function AddLearnersPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation('builder');
  const team = useAuthStore((state) => state.user?.team ?? '');
  const { search: text, input } = usePagedSearch();
  const search = useUserSearch({ text, courseId, page: 1, pageSize: 10 });
  const addTeam = useAddTeam(courseId);

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('enrol.title')}
        </Title>
        <ConfirmButton
          color="blue"
          label={t('enrol.addTeam')}
          title={t('enrol.addTeamTitle')}
          message={t('enrol.addTeamMessage', { team })}
          confirmLabel={t('enrol.addTeam')}
          loading={addTeam.isPending}
          onConfirm={() =>
            addTeam.mutate(team, {
              onSuccess: (result) => notifySuccess(t('enrol.added', { count: result.added })),
              onError: notifyError,
            })
          }
        />
      </Group>
      <TextInput
        label={t('enrol.search')}
        description={t('enrol.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        {...input}
        mb="sm"
      />
      <DataTable
        query={{ data: search.data?.users, error: search.error }}
        empty={t('enrol.noUsers')}
        minWidth={520}
        withoutHeader
        striped={false}
        columns={[
          { key: 'name', cell: (user) => <UserName user={user} withEmail /> },
          {
            key: 'state',
            cell: (user) => (
              <>
                {!user.active && <Badge color="gray">{t('enrol.inactive')}</Badge>}
                {user.enrolled && <Badge color="green">{t('enrol.enrolled')}</Badge>}
              </>
            ),
          },
          {
            key: 'action',
            cellProps: { ta: 'right' },
            cell: (user) => <EnrolButton courseId={courseId} user={user} />,
          },
        ]}
      />
      {search.data && search.data.total > search.data.users.length && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('enrol.moreResults', { shown: search.data.users.length, total: search.data.total })}
        </Text>
      )}
      <Group mt="xs">
        <IconUsersGroup size={16} aria-hidden />
        <Text size="xs" c="dimmed">
          {t('enrol.teamHint')}
        </Text>
      </Group>
    </Card>
  );
}

/** Enrols a found user, or removes one already enrolled. */
function EnrolButton({ courseId, user }: { courseId: string; user: UserSearchResult }) {
  const { t } = useTranslation('builder');
  const add = useAddLearner(courseId);
  const remove = useRemoveLearner(courseId);
  const name = displayName(user);
  if (user.enrolled) {
    return (
      <Button
        size="xs"
        variant="light"
        color="red"
        aria-label={t('enrol.removeOf', { name })}
        onClick={() =>
          remove.mutate(user._id, {
            onSuccess: () => notifySuccess(t('enrol.removed', { name })),
            onError: notifyError,
          })
        }
      >
        {t('common.remove')}
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      disabled={!user.active}
      aria-label={t('enrol.addOf', { name })}
      onClick={() =>
        add.mutate(user._id, {
          onSuccess: () => notifySuccess(t('enrol.addedOne', { name })),
          onError: notifyError,
        })
      }
    >
      {t('enrol.add')}
    </Button>
  );
}
