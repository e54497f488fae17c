import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A chart's numbers as a table only screen readers see: every chart is readable without sight. */
export function ChartTable({
  title,
  headers,
  rows,
}: {
  title: string;
  headers: string[];
  rows: (string | number)[][];
}) {
  const { t } = useTranslation('teamAnalytics');
  return (
    <VisuallyHidden>
      <Table>
        <caption>{t('chartTable', { title })}</caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row[0])}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

/** A chart drawn for sighted users; `table` carries the same numbers for everyone else. */
export function AccessibleChart({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <>
      {/* inert: hidden from assistive technology and out of the tab order (the chart's own focus too). */}
      <div inert>{chart}</div>
      {table}
    </>
  );
}
