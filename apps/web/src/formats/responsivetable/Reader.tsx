import { responsiveTableContentSchema } from '@lp/shared/formats/commerce';
import { Stack, Table } from '@mantine/core';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';
import classes from './ResponsiveTable.module.css';

/** Responsive table: a captioned table that turns into stacked cards on narrow screens. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const table = useParsedContent(responsiveTableContentSchema, content);
  if (!table) return <EmptyContent />;
  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={0}>
        <Table className={classes.table} striped highlightOnHover withTableBorder verticalSpacing="sm">
          <caption>{table.caption}</caption>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are identified by position
                <Table.Th key={index} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are identified by position
              <Table.Tr key={rowIndex}>
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by position
                  <Table.Td key={index} data-label={table.columns[index]}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
