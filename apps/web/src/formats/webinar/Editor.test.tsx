import { webinarContentSchema } from '@lp/shared/formats/media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';

describe('webinar editor', () => {
  it('needs an https join link and has no place field', async () => {
    const { latest } = renderEditor(Editor, {
      title: 'Town hall',
      startsAt: '2099-03-05T04:00:00.000Z',
      durationMinutes: 60,
      timezone: 'UTC',
    });
    expect(screen.queryByRole('textbox', { name: 'Location' })).toBeNull();
    const join = screen.getByRole('textbox', { name: 'Join link' });
    await userEvent.click(join);
    await userEvent.paste('http://meet.example.com/x');
    expect(screen.getByText('Use an https:// address')).toBeTruthy();
    await userEvent.clear(join);
    await userEvent.paste('https://meet.example.com/x');
    expect(webinarContentSchema.safeParse(latest()).success).toBe(true);
  });

  it('is read-only while the course is launched', () => {
    renderEditor(Editor, { title: 'Town hall', timezone: 'UTC' }, { readOnly: true });
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).readOnly).toBe(true);
  });
});
