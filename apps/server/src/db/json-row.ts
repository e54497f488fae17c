import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row a statement returned as `to_jsonb(t)` (keyed by column name), as drizzle's select gives it:
 * property names, timestamps as Dates, missing values as null. For tables of text, uuid, integer,
 * boolean, json and timestamp columns (JSON carries no exact bigint or numeric).
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] =
      value === undefined || value === null
        ? null
        : column.dataType === 'date'
          ? new Date(value as string)
          : value;
  }
  return row as InferSelectModel<T>;
}
