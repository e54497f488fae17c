import type { TeamBranding } from '@lp/shared/teams';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteTeam, useTeams } from '../api/teams.ts';
import { CreateTeamForm } from './CreateTeamForm.tsx';
import { EditTeamModal } from './EditTeamModal.tsx';

/** Every team (SuperAdmin): create one with its admin, open its settings or plan, delete it. */
export function TeamsSection() {
  const { t } = useTranslation('admin');
  const ownTeam = useAuthStore((state) => state.user?.team);
  const teams = useTeams();
  const remove = useDeleteTeam();
  const [, setParams] = useSearchParams();
  const [doomed, setDoomed] = useState<TeamBranding | null>(null);
  const [editing, setEditing] = useState<TeamBranding | null>(null);
  const openFor = (section: 'settings' | 'plan', team: TeamBranding) =>
    setParams({ section, team: team.name });
  const confirmDelete = () =>
    doomed &&
    remove.mutate(doomed._id, {
      onSuccess: () => {
        notifySuccess(t('teams.deleted', { team: doomed.title }));
        setDoomed(null);
      },
      onError: notifyError,
    });

  return (
    <Stack>
      <CreateTeamForm />
      <DataTable
        query={teams}
        minWidth={640}
        empty={t('teams.empty')}
        columns={[
          { key: 'title', header: t('teams.titleColumn'), cell: (team) => team.title },
          { key: 'name', header: t('teams.nameColumn'), cell: (team) => team.name },
          {
            key: 'actions',
            cell: (team) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setEditing(team)}>
                  {t('teams.edit')}
                </Button>
                <Button size="xs" variant="default" onClick={() => openFor('settings', team)}>
                  {t('sections.settings')}
                </Button>
                <Button size="xs" variant="default" onClick={() => openFor('plan', team)}>
                  {t('sections.plan')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  disabled={team.name === ownTeam}
                  onClick={() => setDoomed(team)}
                >
                  {t('teams.delete')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <EditTeamModal team={editing} onClose={() => setEditing(null)} />
      <Modal opened={doomed !== null} onClose={() => setDoomed(null)} title={t('teams.deleteTitle')}>
        <Stack>
          <Text>{t('teams.deleteWarning', { team: doomed?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDoomed(null)}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
              {t('teams.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
