import { Loader, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useContentFunnel } from './api.ts';

/** Content: each topic's decks with how many started, completed and failed them. */
export function ContentTab({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courseAnalytics');
  const funnel = useContentFunnel(courseId);
  if (funnel.isLoading) return <Loader aria-label={t('loading')} />;
  if (funnel.isError) return <QueryFailure error={funnel.error} />;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('topic')}</Table.Th>
          <Table.Th>{t('deck')}</Table.Th>
          <Table.Th>{t('started')}</Table.Th>
          <Table.Th>{t('completed')}</Table.Th>
          <Table.Th>{t('status.failed')}</Table.Th>
          <Table.Th>{t('averageScore')}</Table.Th>
          <Table.Th>{t('averageTime')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {funnel.data?.decks.map((deck) => (
          <Table.Tr key={deck.deckId}>
            <Table.Td>{deck.topicName}</Table.Td>
            <Table.Td>{deck.name}</Table.Td>
            <Table.Td>{deck.started}</Table.Td>
            <Table.Td>{deck.completed}</Table.Td>
            <Table.Td>{deck.failed}</Table.Td>
            <Table.Td>{deck.averageScore === null ? '–' : `${deck.averageScore}%`}</Table.Td>
            <Table.Td>{t('minutes', { count: Math.round(deck.averageTimeSpent / 60) })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
