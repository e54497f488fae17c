import { Alert, Anchor, Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { ApiClientError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useContests } from '../api/get-contests.ts';
import { CreateMenu } from '../components/shared/CreateMenu.tsx';
import { PageHeader } from '../components/shared/PageHeader.tsx';
import { StatusBadge } from '../components/shared/StatusBadge.tsx';
import { studioPath } from '../paths.ts';
import { useBuilderAccess } from '../use-builder-access.ts';

const FORBIDDEN = 403;

/** /builder/contests: the team's contests (SPEC §4) and a way to create one. */
export function ContestsPage() {
  const { t, i18n } = useTranslation('builder');
  const { canBuild } = useBuilderAccess();
  const contests = useContests();
  const featureOff = contests.error instanceof ApiClientError && contests.error.status === FORBIDDEN;

  return (
    <>
      <PageHeader
        title={t('contests.title')}
        description={t('contests.description')}
        actions={canBuild && !featureOff && <CreateMenu only="contest" />}
      />
      {contests.isLoading && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {featureOff && (
        <Alert color="yellow" title={t('contests.offTitle')}>
          {t('contests.off')}
        </Alert>
      )}
      {contests.isError && !featureOff && <QueryFailure error={contests.error} />}
      {contests.data?.length === 0 && <Text c="dimmed">{t('contests.none')}</Text>}
      {contests.data && contests.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.name')}</Table.Th>
                <Table.Th>{t('dashboard.status')}</Table.Th>
                <Table.Th>{t('settings.start')}</Table.Th>
                <Table.Th>{t('settings.end')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contests.data.map((contest) => (
                <Table.Tr key={contest._id}>
                  <Table.Td>
                    <Anchor component={Link} to={studioPath({ kind: 'contest', _id: contest._id })}>
                      {contest.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={contest.launched ? 'launched' : 'draft'} />
                  </Table.Td>
                  <Table.Td>
                    {contest.settings.timing.start
                      ? formatDateTime(contest.settings.timing.start, i18n.language)
                      : '—'}
                  </Table.Td>
                  <Table.Td>
                    {contest.settings.timing.end
                      ? formatDateTime(contest.settings.timing.end, i18n.language)
                      : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
