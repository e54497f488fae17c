/** SPEC §9: a past moment as seconds, minutes, hours or days ago, in the UI language. */
export function formatRelativeTime(iso: string, language: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < 60) return format.format(-seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
