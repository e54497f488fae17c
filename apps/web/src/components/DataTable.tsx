import { Table, type TableTdProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryFailure } from './QueryFailure.tsx';

export interface Column<Row> {
  key: string;
  /** Omitted for a column of buttons. */
  header?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Width, alignment and the like of the column's cells. */
  cellProps?: TableTdProps;
}

interface DataTableProps<Row> {
  /** The list's query: its rows (undefined while loading) or its error. */
  query: { data: Row[] | undefined; error: unknown };
  columns: (Column<Row> | false)[];
  /** What an empty list says. */
  empty: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** Rows in alternating shades (the default); off for short lists. */
  striped?: boolean;
  /** A list of results without column titles. */
  withoutHeader?: boolean;
}

/** A list screen's table: the query's error, the empty text or the rows, one column per field. */
export function DataTable<Row extends { _id: string }>({
  query: { data: rows, error },
  columns,
  empty,
  minWidth,
  striped = true,
  withoutHeader = false,
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => column !== false);
  if (error) return <QueryFailure error={error} />;
  if (rows?.length === 0) return <Text c="dimmed">{empty}</Text>;
  if (!rows) return null;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped}>
        {!withoutHeader && (
          <Table.Thead>
            <Table.Tr>
              {shown.map((column) => (
                <Table.Th key={column.key}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id}>
              {shown.map((column) => (
                <Table.Td key={column.key} {...column.cellProps}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
