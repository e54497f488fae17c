import { describe, expect, it } from 'vitest';
import { icsFileName, icsFor } from './calendar.ts';

const entry = {
  uid: 'deck-42@learning-platform',
  title: 'Quarterly town hall',
  description: 'Results and the plan for next quarter.',
  startsAt: '2027-03-05T04:00:00.000Z',
  durationMinutes: 90,
  location: 'Hall B, Bengaluru',
  url: 'https://meet.example.com/townhall',
};

/** The .ics text with folded lines joined back (RFC 5545 folds long lines). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('calendar files', () => {
  it('holds one event in UTC with its title, place, link, length and reminder', () => {
    const ics = unfolded(icsFor(entry));
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('UID:deck-42@learning-platform');
    expect(ics).toContain('SUMMARY:Quarterly town hall');
    expect(ics).toContain('DTSTART:20270305T040000Z');
    expect(ics).toContain('DURATION:PT90M');
    expect(ics).toContain('LOCATION:Hall B\\, Bengaluru');
    expect(ics).toContain('URL:https://meet.example.com/townhall');
    expect(ics).toContain('DESCRIPTION:Results and the plan for next quarter.');
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics).toContain('TRIGGER:-PT15M');
  });

  it('leaves out an empty description and place', () => {
    const ics = icsFor({ ...entry, description: '', location: '' });
    const event = ics.slice(0, ics.indexOf('BEGIN:VALARM'));
    expect(event).not.toContain('DESCRIPTION');
    expect(ics).not.toContain('LOCATION');
  });

  it('names the file after the title', () => {
    expect(icsFileName('Quarterly town hall: Q3!')).toBe('Quarterly-town-hall-Q3.ics');
    expect(icsFileName('वार्षिक बैठक')).toMatch(/\.ics$/);
    expect(icsFileName('!!!')).toBe('event.ics');
  });
});
