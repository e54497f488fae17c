import { describe, expect, it } from 'vitest';
import { formatInZone, instantOf, phaseAt, wallTimeOf } from './schedule.ts';

describe('schedules', () => {
  it('turns a wall-clock time in a zone into an instant and back', () => {
    expect(instantOf('2027-03-05 09:30:00', 'Asia/Kolkata')).toBe('2027-03-05T04:00:00.000Z');
    expect(wallTimeOf('2027-03-05T04:00:00.000Z', 'Asia/Kolkata')).toBe('2027-03-05 09:30:00');
    expect(wallTimeOf('2027-07-01T08:00:00.000Z', 'Europe/Berlin')).toBe('2027-07-01 10:00:00');
  });

  it('shows the date in the chosen zone with the zone name', () => {
    const text = formatInZone('2027-03-05T04:00:00.000Z', 'Asia/Kolkata', 'en');
    expect(text).toContain('March 5, 2027');
    expect(text).toContain('9:30');
    expect(text).toContain('India Standard Time');
  });

  it('counts down to the start, then is live, then ended', () => {
    const start = '2027-03-05T04:00:00.000Z';
    const at = (iso: string) => phaseAt(start, 60, Date.parse(iso));
    expect(at('2027-03-03T02:58:59.000Z')).toEqual({
      phase: 'upcoming',
      days: 2,
      hours: 1,
      minutes: 1,
      seconds: 1,
    });
    expect(at('2027-03-05T04:30:00.000Z')).toEqual({ phase: 'live' });
    expect(at('2027-03-05T05:00:00.000Z')).toEqual({ phase: 'ended' });
  });
});
