import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../../lib/session.ts';
import { mockApi } from '../../../../test/api-mock.ts';
import { id, makeCourseDetail } from '../../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../../test/factories.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useTrackerStore } from '../../../progress/index.ts';

const spoken: { text: string; lang: string }[] = [];
class FakeUtterance {
  lang = '';
  constructor(public text: string) {}
}

/** A Hindi course whose one article deck has voiceovers on or off (the server's answer). */
function openDeck(voiceovers: boolean) {
  const course = {
    ...makeCourseDetail(1, 'Suraksha', [[{ n: 11, name: 'मज़बूत पासवर्ड', settings: { voiceovers } }]]),
  };
  course.languages = ['hi'];
  const [summary] = course.topics[0]?.decks ?? [];
  mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    [`GET courses/${id(1)}/show`]: jsonResponse(course),
    [`GET courses/${id(1)}/learners/user-1/show`]: jsonResponse({ course: null, topics: {}, decks: {} }),
    [`GET decks/${id(11)}/learners/user-1/show/article`]: jsonResponse({
      deck: { ...summary, content: { html: '<p>पासवर्ड मैनेजर का उपयोग करें।</p>' } },
      record: null,
    }),
  });
  renderApp(`/courses/${id(1)}/decks/${id(11)}`);
}

beforeEach(() => {
  spoken.length = 0;
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: FakeUtterance) => spoken.push({ text: utterance.text, lang: utterance.lang }),
    cancel: () => undefined,
    getVoices: () => [],
  });
  const token = makeToken();
  useAuthStore.getState().login(makeUser(), token);
  markSessionVerified(token);
  useTrackerStore.getState().claim('user-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('voiceovers in the deck player', () => {
  it('reads the deck aloud in the course language only when the learner asks', async () => {
    openDeck(true);
    await screen.findByText('पासवर्ड मैनेजर का उपयोग करें।');
    const play = await screen.findByRole('button', { name: 'Read aloud' });
    expect(spoken).toEqual([]);
    await userEvent.click(play);
    expect(spoken).toEqual([{ text: 'मज़बूत पासवर्ड. पासवर्ड मैनेजर का उपयोग करें।', lang: 'hi' }]);
  });

  it('offers no voiceover when the deck has it off (or the team flag turned it off on the server)', async () => {
    openDeck(false);
    await screen.findByText('पासवर्ड मैनेजर का उपयोग करें।');
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });
});
