import { eventContentSchema } from '@lp/shared/formats/media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

const value = {
  title: 'Fire drill',
  startsAt: '2099-03-05T04:00:00.000Z',
  durationMinutes: 45,
  timezone: 'Asia/Kolkata',
  location: '',
};

describe('event editor', () => {
  it('keeps the wall-clock time when the time zone changes, and asks for a place', async () => {
    const { latest } = renderEditor(Editor, value);
    expect((screen.getByRole('button', { name: /Starts at/ }) as HTMLButtonElement).textContent).toContain(
      '05 Mar 2099 09:30',
    );
    expect(screen.getByText('Date and time in Asia/Kolkata')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('textbox', { name: 'Location' }));
    await userEvent.paste('Hall B');
    const zone = screen.getAllByLabelText('Time zone')[0] as HTMLInputElement;
    await userEvent.clear(zone);
    await userEvent.paste('Europe/Berl');
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Berlin' }));
    // 09:30 in Berlin (winter) is 08:30 UTC.
    expect(latest()).toMatchObject({
      timezone: 'Europe/Berlin',
      startsAt: '2099-03-05T08:30:00.000Z',
      location: 'Hall B',
    });
    expect(eventContentSchema.safeParse(latest()).success).toBe(true);
  });
});
