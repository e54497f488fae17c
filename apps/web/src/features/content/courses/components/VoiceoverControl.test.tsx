import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { VoiceoverControl } from './VoiceoverControl.tsx';

/** A stand-in for the browser's speech synthesis that remembers what it was asked to say. */
class FakeUtterance {
  lang = '';
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

let spoken: FakeUtterance[];
const synth = {
  speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
  cancel: vi.fn(),
  getVoices: () => [
    { lang: 'en-US', name: 'English' },
    { lang: 'hi-IN', name: 'Hindi' },
  ],
};

beforeEach(() => {
  spoken = [];
  synth.speak.mockClear();
  synth.cancel.mockClear();
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});
afterEach(() => vi.unstubAllGlobals());

describe('VoiceoverControl', () => {
  it('says nothing until asked, then reads in the content language with a matching voice', async () => {
    renderWithProviders(<VoiceoverControl text="नमस्ते दुनिया।" lang="hi" />);
    const play = await screen.findByRole('button', { name: 'Read aloud' });
    expect(synth.speak).not.toHaveBeenCalled();
    await userEvent.click(play);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'नमस्ते दुनिया।', lang: 'hi', voice: { name: 'Hindi' } });
    expect(await screen.findByRole('button', { name: 'Stop reading' })).toBeTruthy();
  });

  it('stops from the keyboard, and offers to play again when the reading ends', async () => {
    renderWithProviders(<VoiceoverControl text="Hello." lang="en" />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Read aloud');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Stop reading' });
    await userEvent.keyboard(' ');
    expect(synth.cancel).toHaveBeenCalled();
    await screen.findByRole('button', { name: 'Read aloud' });

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Stop reading' });
    spoken.at(-1)?.onend?.();
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeTruthy();
  });

  it('stops reading when the deck is left', async () => {
    const { unmount } = renderWithProviders(<VoiceoverControl text="Hello." lang="en" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Read aloud' }));
    synth.cancel.mockClear();
    unmount();
    expect(synth.cancel).toHaveBeenCalledTimes(1);
  });

  it('shows nothing where the browser cannot speak', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    // `in window` still finds the stubbed key; remove it as a browser without speech would lack it.
    Reflect.deleteProperty(window, 'speechSynthesis');
    renderWithProviders(<VoiceoverControl text="Hello." lang="en" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
