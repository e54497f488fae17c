import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

const content = {
  title: 'Quarterly town hall',
  startsAt: '2099-03-05T04:00:00.000Z',
  durationMinutes: 60,
  timezone: 'Europe/Berlin',
  joinUrl: 'https://meet.example.com/townhall',
};

describe('webinar reader', () => {
  it('offers the join link in a new tab and completes on joining', async () => {
    const { onComplete } = renderReader(Reader, content);
    const join = screen.getByRole('link', { name: 'Join' });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/townhall');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(/Central European Standard Time/)).toBeTruthy();
    join.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(join);
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
  });

  it('shows nothing to join when the content is incomplete', () => {
    renderReader(Reader, { ...content, joinUrl: undefined });
    expect(screen.getByText('This content is not set up yet.')).toBeTruthy();
  });
});
