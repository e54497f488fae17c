import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textOf, textsOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** A column while editing, with where its cells sit in the rows (-1: a new column, cells empty). */
interface Column {
  name: string;
  from: number;
}

/** Responsive table editor: a caption, the columns, and the rows with one cell per column. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const columns = textsOf(value.columns);
  const rows = Array.isArray(value.rows)
    ? value.rows.map((row) => columns.map((_, index) => textOf(Array.isArray(row) ? row[index] : undefined)))
    : [];
  const set = (patch: Record<string, unknown>) =>
    onChange({ ...value, caption: textOf(value.caption), columns, rows, ...patch });

  // Moving, adding or removing a column moves, adds or removes its cell in every row.
  const changeColumns = (next: Column[]) =>
    set({
      columns: next.map((column) => column.name),
      rows: rows.map((row) => next.map((column) => (column.from >= 0 ? (row[column.from] ?? '') : ''))),
    });

  return (
    <EditorFrame readerType="responsivetable" value={value} readOnly={readOnly}>
      <TextInput
        label={t('table.caption')}
        required
        value={textOf(value.caption)}
        onChange={(event) => set({ caption: event.currentTarget.value })}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('table.columns')}
        </Title>
        <ItemList<Column>
          items={columns.map((name, from) => ({ name, from }))}
          onChange={changeColumns}
          create={() => ({ name: '', from: -1 })}
          itemLabel={(index) => t('table.columnN', { n: index + 1 })}
          addLabel={t('table.addColumn')}
          min={1}
          max={12}
          renderItem={(column, update, index) => (
            <TextInput
              aria-label={t('table.columnN', { n: index + 1 })}
              value={column.name}
              onChange={(event) => update({ ...column, name: event.currentTarget.value })}
            />
          )}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('table.rows')}
        </Title>
        <ItemList<string[]>
          items={rows}
          onChange={(next) => set({ rows: next })}
          create={() => columns.map(() => '')}
          itemLabel={(index) => t('table.rowN', { n: index + 1 })}
          addLabel={t('table.addRow')}
          min={1}
          max={500}
          renderItem={(row, update, rowIndex) => (
            <SimpleGrid cols={{ base: 1, sm: Math.min(columns.length, 4) }} spacing="xs">
              {columns.map((column, index) => (
                <TextInput
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by position
                  key={index}
                  label={column || t('table.columnN', { n: index + 1 })}
                  aria-label={t('table.cell', { row: rowIndex + 1, column: column || index + 1 })}
                  value={row[index] ?? ''}
                  onChange={(event) =>
                    update(row.map((cell, i) => (i === index ? event.currentTarget.value : cell)))
                  }
                />
              ))}
            </SimpleGrid>
          )}
        />
      </Stack>
    </EditorFrame>
  );
}
