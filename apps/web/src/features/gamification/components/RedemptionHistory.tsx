import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useRedemptions } from '../api/rewards-api.ts';

/** The rewards the learner redeemed before, with their state. */
export function RedemptionHistory({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('gamification');
  const query = useRedemptions(userId, true);
  return (
    <section aria-labelledby="redemptions-title">
      <Title order={2} size="h4" id="redemptions-title" mb="sm">
        {t('rewards.history')}
      </Title>
      {query.isError ? (
        <QueryFailure error={query.error} />
      ) : !query.data ? null : query.data.length === 0 ? (
        <Text c="dimmed">{t('rewards.noHistory')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-labelledby="redemptions-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rewards.columns.reward')}</Table.Th>
                <Table.Th>{t('rewards.columns.coins')}</Table.Th>
                <Table.Th>{t('rewards.columns.date')}</Table.Th>
                <Table.Th>{t('rewards.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((redemption) => (
                <Table.Tr key={redemption._id}>
                  <Table.Td>{redemption.name}</Table.Td>
                  <Table.Td>{redemption.coins}</Table.Td>
                  <Table.Td>{formatDay(redemption.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{t(`rewards.status.${redemption.status}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
