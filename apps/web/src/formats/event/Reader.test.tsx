import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '../kit/testing/media.tsx';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

const content = {
  title: 'Fire drill walkthrough',
  description: 'Meet at the assembly point.',
  startsAt: '2099-03-05T04:00:00.000Z',
  durationMinutes: 45,
  timezone: 'Asia/Kolkata',
  location: 'Hall B, Bengaluru',
};

describe('event reader', () => {
  afterEach(() => vi.useRealTimers());

  it('shows when and where with a countdown, and completes when added to the calendar', async () => {
    const created = stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { onComplete } = renderReader(Reader, content, { deckId: 'deck-7' });

    expect(screen.getByRole('heading', { name: 'Fire drill walkthrough' })).toBeTruthy();
    expect(screen.getByText(/Thursday, March 5, 2099.*9:30.*India Standard Time/)).toBeTruthy();
    expect(screen.getByText('Duration: 45 minutes')).toBeTruthy();
    expect(screen.getByText('Hall B, Bengaluru')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Starts in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalled();
    const ics = await created[0]?.text();
    expect(ics).toContain('UID:deck-7@learning-platform');
    expect(ics).toContain('DTSTART:20990305T040000Z');
    expect(ics).toContain('LOCATION:Hall B\\, Bengaluru');
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
  });

  it('says when the session is live and when it has ended', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-03-05T04:10:00.000Z'));
    const { unmount } = renderReader(Reader, content);
    expect(screen.getByText('Live now')).toBeTruthy();
    unmount();
    vi.setSystemTime(new Date('2099-03-05T05:00:00.000Z'));
    renderReader(Reader, content);
    expect(screen.getByText('This session has ended')).toBeTruthy();
  });
});
