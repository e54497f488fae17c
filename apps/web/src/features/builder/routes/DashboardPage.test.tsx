import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { id } from '../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import {
  FIRST_RENDER,
  makeBuilderCourse,
  makeDashboardItem,
  signInBuilder,
} from '../testing/builder-factories.ts';

const items = [
  makeDashboardItem(1, { name: 'Safety basics', status: 'launched' }),
  makeDashboardItem(2, { name: 'Onboarding path', kind: 'program', status: 'published' }),
  makeDashboardItem(3, { name: 'Office tour', kind: 'article', readerType: 'video', status: 'draft' }),
];
const totals = { program: 1, course: 1, exam: 0, contest: 0, article: 1 };

function mockDashboard() {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    'GET builder/dashboard': jsonResponse({ items, totals }),
    'GET builder/dashboard?kind=course': jsonResponse({ items: [items[0]], totals }),
    'GET builder/dashboard?text=tour': jsonResponse({ items: [items[2]], totals }),
  });
}

beforeEach(() => signInBuilder());

describe('builder dashboard', () => {
  it('lists the creator content with status badges and links to each studio', async () => {
    mockDashboard();
    renderApp('/builder');

    const row = (await screen.findByRole('link', { name: 'Safety basics' }, FIRST_RENDER)).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Launched')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Safety basics' }).getAttribute('href')).toBe(
      `/builder/courses/${id(1)}/settings`,
    );
    expect(screen.getByRole('link', { name: 'Onboarding path' }).getAttribute('href')).toBe(
      `/builder/programs/${id(2)}/settings`,
    );
    expect(screen.getByRole('link', { name: 'Office tour' }).getAttribute('href')).toBe(
      `/builder/articles/video/${id(3)}/settings`,
    );
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Builder studio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learner view' }).getAttribute('href')).toBe('/');
  });

  it('filters by kind and by search text through the dashboard query', async () => {
    const fetchMock = mockDashboard();
    renderApp('/builder');
    await screen.findByRole('link', { name: 'Office tour' }, FIRST_RENDER);

    await userEvent.click(screen.getByRole('radio', { name: 'Course (1)' }));
    expect(await screen.findByRole('link', { name: 'Safety basics' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Office tour' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by name' }), 'tour');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('builder/dashboard?text=tour'))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Onboarding path' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Office tour' })).toBeTruthy();
  });

  it('creates a course from the Create menu and opens its settings', async () => {
    const course = makeBuilderCourse({ _id: id(9), name: 'Fire safety', topics: [] });
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding()),
      'GET builder/dashboard': jsonResponse({ items, totals }),
      'POST courses/create': jsonResponse(course, { status: 201 }),
      [`GET courses/${id(9)}/showAdmin`]: jsonResponse(course),
      'GET tags/list': jsonResponse([]),
    });
    const { router } = renderApp('/builder');

    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, FIRST_RENDER));
    expect(await screen.findByRole('menuitem', { name: 'New program' })).toBeTruthy();
    // Exams and contests are off by default (SPEC §9), so they are not offered.
    expect(screen.queryByRole('menuitem', { name: 'New exam' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'New course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fire safety');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST courses/create')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/builder/courses/${id(9)}/settings`));
    expect(await screen.findByRole('heading', { name: 'Fire safety' }, FIRST_RENDER)).toBeTruthy();
  });

  it('shows the not-authorized page to a learner', async () => {
    signInBuilder('Learner');
    mockDashboard();
    renderApp('/builder');
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized to see this page' }, FIRST_RENDER),
    ).toBeTruthy();
  });
});
