import { baseReaderType } from '@lp/shared/progress';
import type { TFunction } from 'i18next';

/** The translated name of a reader type's format (the deck suffix is ignored). */
export function formatName(t: TFunction<'builder'>, readerType: string): string {
  const base = baseReaderType(readerType);
  return base ? t(`formats.${base}`) : readerType;
}
