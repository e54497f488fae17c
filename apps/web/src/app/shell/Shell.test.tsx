import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { markSessionVerified } from '../../lib/session.ts';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { id, makeCourseCard } from '../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render.tsx';

class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {}
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const course = (n: number, name: string) => ({ kind: 'course' as const, item: makeCourseCard(n, name) });
const feed = {
  recentlyViewed: [course(1, 'Information Security Basics')],
  newlyAdded: Array.from({ length: 12 }, (_, i) => course(i + 10, `New course ${i + 1}`)),
  tagCarousels: [{ tag: { _id: id(90), name: 'Safety' }, items: [course(30, 'Fire Safety')] }],
  recommended: [course(40, 'Data Privacy')],
};
const emptyLists = { courses: [], programs: [], articles: [] };
const notifications = {
  notifications: [
    {
      _id: id(1),
      title: 'New course assigned',
      description: '',
      link: null,
      read: false,
      createdAt: new Date().toISOString(),
    },
  ],
  unread: 1,
  next: null,
};

function signIn(first_name = 'Asha', last_name = 'Ramachandran Iyer') {
  const token = makeToken();
  useAuthStore.getState().login(makeUser({ first_name, last_name }), token);
  markSessionVerified(token);
}

function api(branding = makeBranding({ languages: ['en', 'hi'] }), extra: Record<string, Response> = {}) {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(branding),
    'GET home/feed': jsonResponse(feed),
    'GET banners/published_list': jsonResponse([]),
    'GET favorites': jsonResponse(emptyLists),
    'GET users/user-1/notifications/fetch/all?limit=20': jsonResponse(notifications),
    ...extra,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('learner shell and home', () => {
  it('shows the carousels, at most 10 cards each, and the recommended panel', async () => {
    const fetchMock = api();
    signIn();
    renderApp('/');
    const newly = await screen.findByRole('region', { name: 'Newly added' });
    expect(within(newly).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('region', { name: 'Recently viewed' })).toBeTruthy();
    const safety = screen.getByRole('region', { name: 'Safety' });
    expect(within(safety).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/tags/Safety');
    expect(
      within(screen.getByRole('complementary', { name: 'Recommended for you' })).getByText('Data Privacy'),
    ).toBeTruthy();
    // Banners are off by default: no banner and no request for them.
    expect(screen.queryByText('No Ads available')).toBeNull();
    expect(callsTo(fetchMock, 'GET banners/published_list')).toHaveLength(0);
  });

  it('says No Ads available when banners are on and there is none', async () => {
    api(makeBranding({ features: { banners: true } }));
    signIn();
    renderApp('/');
    expect(await screen.findByText('No Ads available')).toBeTruthy();
  });

  it('shortens the user name to 18 characters and shows the initials of the first two words', async () => {
    api();
    signIn();
    renderApp('/');
    expect(await screen.findByText('Asha Ramachandran...')).toBeTruthy();
    expect(screen.getByText('AR')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');
  });

  it('suggests from 3 stripped characters and submits the search on Enter', async () => {
    const fetchMock = api(undefined, {
      'GET search/suggest?text=secrity': jsonResponse({
        text: 'secrity',
        suggestions: [
          {
            kind: 'course',
            _id: id(1),
            identifier: 'item1',
            name: 'Information Security Basics',
            image: null,
            readerType: null,
            lesson: null,
          },
        ],
        tags: [],
      }),
      'POST searches/save': jsonResponse({ _id: 's1', term: 'secrity', createdAt: new Date().toISOString() }),
      'GET search?text=secrity': jsonResponse({
        text: 'secrity',
        ...emptyLists,
        courses: [makeCourseCard(1, 'Information Security Basics')],
        tags: [],
      }),
    });
    signIn();
    const { router } = renderApp('/');
    const box = await screen.findByRole('textbox', { name: 'Search courses, programs and articles' });
    // Keys go where the focus is, as in a browser: the box with suggestions may replace the plain one
    // between the click and the first key.
    await userEvent.click(box);
    await userEvent.keyboard('s#e');
    // On first use the box with suggestions replaces the plain box, with the text typed and the focus.
    await waitFor(() => expect(box.isConnected).toBe(false));
    const suggestingBox = screen.getByRole('textbox', { name: 'Search courses, programs and articles' });
    expect((suggestingBox as HTMLInputElement).value).toBe('s#e');
    expect(document.activeElement).toBe(suggestingBox);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search/suggest'))).toBe(false);

    await userEvent.type(suggestingBox, 'crity');
    expect(await screen.findByRole('option', { name: 'Information Security Basics' })).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?text=secrity'));
    expect(router.state.location.pathname).toBe('/search');
    expect(callsTo(fetchMock, 'POST searches/save')).toHaveLength(1);
    expect(await screen.findByText('Information Security Basics')).toBeTruthy();
  });

  it('updates the unread count live from the notification stream', async () => {
    api();
    signIn();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await waitFor(() =>
      expect(FakeEventSource.last?.url).toContain('users/user-1/notifications/stream?access_token='),
    );
    act(() => FakeEventSource.last?.emit('unread', { count: 4 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
  });

  it('lists notifications with relative times and marks them all read', async () => {
    const fetchMock = api(undefined, {
      'POST users/user-1/notifications/update/markread': jsonResponse({ updated: 1, unread: 0 }),
    });
    signIn();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText('New course assigned')).toBeTruthy();
    expect(within(panel).getByText(/seconds? ago$/)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST users/user-1/notifications/update/markread')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ all: true });
  });

  it('saves a language chosen in the top bar to the profile, which the server writes to the learner in', async () => {
    const fetchMock = api(undefined, {
      'POST users/user-1/update/self': jsonResponse(makeUser({ lang: 'hi' })),
    });
    signIn();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    // The menu's code loads on first use: on a busy machine that can take longer than the default second.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }, { timeout: 10_000 }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST users/user-1/update/self')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST users/user-1/update/self')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ lang: 'hi' });
    await waitFor(() => expect(useAuthStore.getState().user?.lang).toBe('hi'));
  });
});
