/** The device's local calendar day as YYYY-MM-DD (SPEC §4 "Session" compares days, not times). */
export function localDay(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
