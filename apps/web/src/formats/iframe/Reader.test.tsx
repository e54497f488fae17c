import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderReader } from '../kit/testing/render.tsx';
import { IFRAME_VIEW_SECONDS, Reader } from './Reader.tsx';

const content = { url: 'https://handbook.example.com/safety', title: 'The safety handbook', height: 700 };

describe('webpage reader', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the page in a sandboxed frame without a referrer, with a fallback link', () => {
    const { container } = renderReader(Reader, content);
    const frame = container.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://handbook.example.com/safety');
    expect(frame.getAttribute('title')).toBe('The safety handbook');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    const link = screen.getByRole('link', { name: 'Open it in a new tab' });
    expect(link.getAttribute('href')).toBe('https://handbook.example.com/safety');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('can be marked complete after viewing it for a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onComplete } = renderReader(Reader, content);
    expect(screen.getByText(`You can mark this page as complete in ${IFRAME_VIEW_SECONDS} s.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    act(() => vi.advanceTimersByTime(IFRAME_VIEW_SECONDS * 1000));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
  });

  it('completes when opened in a new tab', async () => {
    const { onComplete } = renderReader(Reader, content);
    const link = screen.getByRole('link', { name: 'Open it in a new tab' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
