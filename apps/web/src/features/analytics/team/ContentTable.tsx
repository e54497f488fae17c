import type { ContentCompletion } from '@lp/shared/analytics/team';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/TitledSection.tsx';

/** Top or least-completed content: a plain table, readable as it is. */
export function ContentTable({ id, title, rows }: { id: string; title: string; rows: ContentCompletion[] }) {
  const { t } = useTranslation('teamAnalytics');
  return (
    <TitledSection id={id} title={title}>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('noData')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('content')}</Table.Th>
                <Table.Th scope="col">{t('enrolled')}</Table.Th>
                <Table.Th scope="col">{t('completed')}</Table.Th>
                <Table.Th scope="col">{t('completionRate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.courseId}>
                  <Table.Th scope="row">{row.name}</Table.Th>
                  <Table.Td>{row.enrolled}</Table.Td>
                  <Table.Td>{row.completed}</Table.Td>
                  <Table.Td>{row.completionRate}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TitledSection>
  );
}
