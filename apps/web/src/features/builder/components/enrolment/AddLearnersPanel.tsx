import { Badge, Button, Card, Group, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { useAddLearner } from '../../api/add-learner.ts';
import { useAddTeam } from '../../api/add-team.ts';
import { useRemoveLearner } from '../../api/remove-learner.ts';
import { useUserSearch } from '../../api/search-users.ts';
import { ConfirmButton } from '../shared/ConfirmButton.tsx';
import { notifyError, notifySuccess } from '../shared/notify.ts';

const fullName = (user: { first_name: string; last_name: string; username: string }) =>
  `${user.first_name} ${user.last_name}`.trim() || user.username;

/** Finds users of the team (users/list/search) and enrols or removes them; or enrols the whole team. */
export function AddLearnersPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation('builder');
  const team = useAuthStore((state) => state.user?.team ?? '');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const search = useUserSearch({ text: debounced || undefined, courseId, page: 1, pageSize: 10 });
  const add = useAddLearner(courseId);
  const remove = useRemoveLearner(courseId);
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
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        mb="sm"
      />
      {search.isError && <QueryFailure error={search.error} />}
      {search.data?.users.length === 0 && <Text c="dimmed">{t('enrol.noUsers')}</Text>}
      {search.data && search.data.users.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Tbody>
              {search.data.users.map((user) => (
                <Table.Tr key={user._id}>
                  <Table.Td>
                    <Text fw={500}>{fullName(user)}</Text>
                    <Text size="xs" c="dimmed">
                      {user.username}
                      {user.email ? ` · ${user.email}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {!user.active && <Badge color="gray">{t('enrol.inactive')}</Badge>}
                    {user.enrolled && <Badge color="green">{t('enrol.enrolled')}</Badge>}
                  </Table.Td>
                  <Table.Td ta="right">
                    {user.enrolled ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('enrol.removeOf', { name: fullName(user) })}
                        onClick={() =>
                          remove.mutate(user._id, {
                            onSuccess: () => notifySuccess(t('enrol.removed', { name: fullName(user) })),
                            onError: notifyError,
                          })
                        }
                      >
                        {t('common.remove')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!user.active}
                        aria-label={t('enrol.addOf', { name: fullName(user) })}
                        onClick={() =>
                          add.mutate(user._id, {
                            onSuccess: () => notifySuccess(t('enrol.addedOne', { name: fullName(user) })),
                            onError: notifyError,
                          })
                        }
                      >
                        {t('enrol.add')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
