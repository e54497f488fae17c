import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The wall-clock reading (YYYY-MM-DD HH:mm:ss) of an instant in a time zone, for the date picker. */
export function wallTimeOf(instant: string, zone: string): string {
  return dayjs(instant).tz(zone).format('YYYY-MM-DD HH:mm:ss');
}

/** The instant of a wall-clock reading in a time zone, as an ISO string. */
export function instantOf(wallTime: string, zone: string): string {
  return dayjs.tz(wallTime, zone).toISOString();
}

/** The learner's own time zone, as the browser reports it. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every time zone the browser knows, for the editor's picker. */
export function timeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone')
    : [localTimeZone()];
}

/** Date, time and zone name of an instant in a zone, in the UI language. */
export function formatInZone(instant: string, zone: string, language: string): string {
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: zone });
  return `${when.format(new Date(instant))} (${zoneName(instant, zone, language)})`;
}

function zoneName(instant: string, zone: string, language: string): string {
  const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'long' }).formatToParts(
    new Date(instant),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

export type SchedulePhase =
  | { phase: 'upcoming'; days: number; hours: number; minutes: number; seconds: number }
  | { phase: 'live' }
  | { phase: 'ended' };

/** Where `now` stands against a session that starts at `startsAt` and lasts `durationMinutes`. */
export function phaseAt(startsAt: string, durationMinutes: number, now: number): SchedulePhase {
  const start = Date.parse(startsAt);
  const end = start + durationMinutes * 60_000;
  if (now >= end) return { phase: 'ended' };
  if (now >= start) return { phase: 'live' };
  const left = Math.ceil((start - now) / 1000);
  return {
    phase: 'upcoming',
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
