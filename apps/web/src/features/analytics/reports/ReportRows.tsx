import { Button, Group, Modal, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useReportTable } from './reports-api.ts';

const PAGE_SIZE = 20;

/** A saved report's rows, a page at a time (for managers: only their reports' rows). */
export function ReportRows({
  report,
  onClose,
}: {
  report: { _id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('teamAnalytics');
  const [page, setPage] = useState(1);
  const table = useReportTable(report?._id ?? null, page);
  const pages = table.data ? Math.max(1, Math.ceil(table.data.total / PAGE_SIZE)) : 1;
  return (
    <Modal opened={report !== null} onClose={onClose} title={report?.name} size="xl">
      {table.isError && <QueryFailure error={table.error} />}
      {table.data && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('reports.rows', { total: table.data.total, from: table.data.from, to: table.data.to })}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {table.data.columns.map((column) => (
                    <Table.Th key={column} scope="col">
                      {t(`reports.columnNames.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.data.rows.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows of one page in a fixed order
                  <Table.Tr key={index}>
                    {table.data.columns.map((column) => (
                      <Table.Td key={column}>{row[column] ?? ''}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('reports.previous')}
            </Button>
            <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('reports.next')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
