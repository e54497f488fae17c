import type { BuilderArticle, BuilderProgram } from '@lp/shared/builder';
import { DEFAULT_ARTICLE_SETTINGS } from '@lp/shared/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { id } from '../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { FIRST_RENDER, makeDashboardItem, signInBuilder } from '../testing/builder-factories.ts';

const AT = '2027-01-01T00:00:00.000Z';
const item = {
  id: id(2),
  identifier: 'onboarding',
  description: '',
  category: 'program',
  image: null,
  tags: [],
  priority: 0,
  updatedAt: AT,
  createdAt: AT,
  uniques: 12,
  languages: [],
  owner: { team: 'demo' },
  published: false,
  ownerId: 'user-1',
};
const program: BuilderProgram = {
  ...item,
  _id: id(2),
  name: 'Onboarding path',
  sequential: true,
  theme: null,
  themeAllowed: true,
  courses: [
    { _id: id(1), name: 'Safety basics', kind: 'course', launched: true, position: 0 },
    { _id: id(3), name: 'Our values', kind: 'course', launched: false, position: 1 },
  ],
};
const article: BuilderArticle = {
  ...item,
  _id: id(4),
  id: id(4),
  identifier: 'welcome-video',
  category: 'article',
  name: 'Welcome video',
  readerType: 'article',
  settings: { ...DEFAULT_ARTICLE_SETTINGS },
  content: { html: '<p>Hello team</p>' },
};
const users = {
  users: [
    {
      _id: 'user-9',
      username: 'ravi',
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: 'ravi@example.com',
      details: { department: 'Sales' },
      active: true,
      license_type: 'Learner',
      enrolled: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, route: string) =>
  JSON.parse(String(callsTo(fetchMock, route)[0]?.[1]?.body));

const dashboard = {
  items: [makeDashboardItem(1, { name: 'Safety basics', status: 'launched' })],
  totals: { program: 0, course: 1, exam: 0, contest: 0, article: 0 },
};

function mockAll() {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    'GET tags/list': jsonResponse([]),
    [`GET programs/${id(2)}/showAdmin`]: jsonResponse(program),
    [`POST programs/${id(2)}/update`]: jsonResponse({ ...program, published: true }),
    [`GET articles/${id(4)}/showAdmin`]: jsonResponse(article),
    [`POST articles/${id(4)}/update`]: jsonResponse(article),
    'POST users/user-1/update/self': (init) =>
      jsonResponse({ ...makeUser(), ...JSON.parse(String(init?.body)) }),
    'GET builder/dashboard': jsonResponse(dashboard),
    'GET builder/dashboard?kind=course': jsonResponse(dashboard),
    'POST users/list/search': (init) => {
      const { query } = JSON.parse(String(init?.body));
      return jsonResponse(
        query.courseId ? { ...users, users: [{ ...users.users[0], enrolled: true }] } : users,
      );
    },
    'GET contests/list': jsonResponse(
      { message: 'Contests are not available for this team.' },
      { status: 403 },
    ),
  });
}

beforeEach(() => {
  signInBuilder();
});

describe('program studio', () => {
  it('shows the ordered courses and publishes the program', async () => {
    const fetchMock = mockAll();
    renderApp(`/builder/programs/${id(2)}/content`);
    const list = await screen.findByRole('listitem', { name: 'Safety basics' }, FIRST_RENDER);
    expect(within(list).getByText('1.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Our values down' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: 'Launch' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST programs/${id(2)}/update`)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, `POST programs/${id(2)}/update`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ published: true });
  });

  it('offers a theme under 12 courses', async () => {
    mockAll();
    renderApp(`/builder/programs/${id(2)}/settings`);
    expect(
      await screen.findByRole('switch', { name: 'Give this program its own colours' }, FIRST_RENDER),
    ).toBeTruthy();
  });

  it('refuses a theme colour that is not #rrggbb and saves a valid theme', async () => {
    const fetchMock = mockAll();
    renderApp(`/builder/programs/${id(2)}/settings`);
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Give this program its own colours' }, FIRST_RENDER),
    );
    const main = screen.getByRole('textbox', { name: 'Main colour' });
    // Enter sends the form while the field still holds what was typed (leaving it reverts the text).
    await userEvent.type(main, 'orange{Enter}');
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(screen.getAllByText('Colours are written #rrggbb, for example #FFC107.').length).toBeGreaterThan(
      0,
    );
    expect(callsTo(fetchMock, `POST programs/${id(2)}/update`)).toHaveLength(0);

    await userEvent.clear(main);
    await userEvent.type(main, '#112233');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST programs/${id(2)}/update`)).toHaveLength(1));
    const body = bodyOf(fetchMock, `POST programs/${id(2)}/update`);
    expect(body).toMatchObject({ name: 'Onboarding path', sequential: true, theme: { main: '#112233' } });
    expect(body).not.toHaveProperty('themed');
  });

  it('reorders the courses and saves the new order', async () => {
    const fetchMock = mockAll();
    renderApp(`/builder/programs/${id(2)}/content`);
    const save = await screen.findByRole('button', { name: 'Save order' }, FIRST_RENDER);
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move Safety basics down' }));
    await userEvent.click(save);
    await waitFor(() => expect(callsTo(fetchMock, `POST programs/${id(2)}/update`)).toHaveLength(1));
    expect(bodyOf(fetchMock, `POST programs/${id(2)}/update`)).toEqual({ courseIds: [id(3), id(1)] });
  });
});

describe('article studio', () => {
  it('links its content to the editor and shows its settings and views', async () => {
    mockAll();
    renderApp(`/builder/articles/article/${id(4)}/content`);
    expect(
      (await screen.findByRole('link', { name: 'Open editor' }, FIRST_RENDER)).getAttribute('href'),
    ).toBe(`/builder/editor/article/${id(4)}/article`);
    expect(screen.getByRole('link', { name: 'Preview as learner' }).getAttribute('href')).toBe(
      '/content/article/welcome-video?preview=true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(await screen.findByRole('switch', { name: /^Clean view/ }, FIRST_RENDER)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText('12')).toBeTruthy();
  });

  it('saves its publication and reading settings from the settings section', async () => {
    const fetchMock = mockAll();
    renderApp(`/builder/articles/article/${id(4)}/settings`);
    await userEvent.click(await screen.findByRole('switch', { name: /^Clean view/ }, FIRST_RENDER));
    await userEvent.click(screen.getByRole('switch', { name: /^Published/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST articles/${id(4)}/update`)).toHaveLength(1));
    expect(bodyOf(fetchMock, `POST articles/${id(4)}/update`)).toMatchObject({
      name: 'Welcome video',
      published: true,
      settings: { ...DEFAULT_ARTICLE_SETTINGS, cleanView: !DEFAULT_ARTICLE_SETTINGS.cleanView },
    });
  });
});

describe('users, account, analytics, contests and guides', () => {
  it('finds a user and lists their enrolments', async () => {
    mockAll();
    renderApp('/builder/users');
    expect(await screen.findByText('Ravi Kumar', {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('Sales')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enrolments of Ravi Kumar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Enrolments of Ravi Kumar' });
    expect(await within(drawer).findByRole('link', { name: 'Safety basics' })).toBeTruthy();
  });

  it('shows the account with a link to change the password', async () => {
    mockAll();
    renderApp('/builder/account');
    expect(await screen.findByRole('textbox', { name: 'First name' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/setpass');
  });

  it('asks for a first name and saves the account', async () => {
    const fetchMock = mockAll();
    renderApp('/builder/account');
    const firstName = await screen.findByRole('textbox', { name: 'First name' }, FIRST_RENDER);
    await userEvent.clear(firstName);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST users/user-1/update/self')).toHaveLength(0);

    await userEvent.type(firstName, '  Meera ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST users/user-1/update/self')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'POST users/user-1/update/self')).toMatchObject({
      first_name: 'Meera',
      lang: 'en',
    });
    expect(await screen.findByText('Your account was saved.')).toBeTruthy();
  });

  it('lists what can be measured with links to each analytics section', async () => {
    mockAll();
    renderApp('/builder/analytics');
    expect(
      (await screen.findByRole('link', { name: 'Safety basics' }, FIRST_RENDER)).getAttribute('href'),
    ).toBe(`/builder/courses/${id(1)}/analytics`);
  });

  it('explains that contests are off for the team', async () => {
    mockAll();
    renderApp('/builder/contests');
    expect(await screen.findByText('Contests are off', {}, FIRST_RENDER)).toBeTruthy();
  });

  it('has the getting-started guides and community moderation', async () => {
    mockAll();
    const { router } = renderApp('/builder/tutorials');
    expect(await screen.findByRole('button', { name: 'Make a quiz' }, FIRST_RENDER)).toBeTruthy();
    await router.navigate('/builder/social');
    expect(await screen.findByRole('heading', { name: 'Community moderation' })).toBeTruthy();
  });
});
