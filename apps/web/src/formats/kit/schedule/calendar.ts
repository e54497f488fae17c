import { createEvent } from 'ics';
import { saveBlob } from '../../../lib/save-file.ts';

export interface CalendarEntry {
  /** A stable id, so that adding the same event twice updates one calendar entry. */
  uid: string;
  title: string;
  description: string;
  /** ISO instant. */
  startsAt: string;
  durationMinutes: number;
  location?: string;
  url?: string;
}

/** The entry as an iCalendar (.ics) file, in UTC so every calendar shows it at the right local time. */
export function icsFor(entry: CalendarEntry): string {
  const { error, value } = createEvent({
    uid: entry.uid,
    productId: 'learning-platform/formats',
    title: entry.title,
    description: entry.description || undefined,
    location: entry.location || undefined,
    url: entry.url,
    start: Date.parse(entry.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: entry.durationMinutes },
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [{ action: 'display', description: entry.title, trigger: { minutes: 15, before: true } }],
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}

/** A file name for the download: the title's letters and digits, e.g. "Quarterly-town-hall.ics". */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'event'}.ics`;
}

/** Hands the entry to the browser as a .ics download. */
export function downloadIcs(entry: CalendarEntry): void {
  const blob = new Blob([icsFor(entry)], { type: 'text/calendar;charset=utf-8' });
  saveBlob(blob, icsFileName(entry.title));
}
