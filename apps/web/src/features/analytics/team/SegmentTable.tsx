import type { TeamAnalytics } from '@lp/shared/analytics/team';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/TitledSection.tsx';

/** Enrolments and completions by company, zone, branch and department. */
export function SegmentTable({ rows }: { rows: TeamAnalytics['completionBySegment'] }) {
  const { t } = useTranslation('teamAnalytics');
  const id = 'team-analytics-segments';
  return (
    <TitledSection id={id} title={t('bySegment')}>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('noData')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('segment')}</Table.Th>
                <Table.Th scope="col">{t('value')}</Table.Th>
                <Table.Th scope="col">{t('enrolled')}</Table.Th>
                <Table.Th scope="col">{t('completed')}</Table.Th>
                <Table.Th scope="col">{t('completionRate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.field}:${row.value}`}>
                  <Table.Td>{t(`segments.${row.field}`)}</Table.Td>
                  <Table.Th scope="row">{row.value}</Table.Th>
                  <Table.Td>{row.enrolled}</Table.Td>
                  <Table.Td>{row.completed}</Table.Td>
                  <Table.Td>
                    {row.enrolled === 0 ? 0 : Math.round((row.completed / row.enrolled) * 1000) / 10}%
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TitledSection>
  );
}
