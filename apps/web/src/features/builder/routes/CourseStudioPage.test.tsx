import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { id } from '../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { FIRST_RENDER, makeBuilderCourse, signInBuilder } from '../testing/builder-factories.ts';

const courseId = id(1);
const learners = { learners: [], total: 0, page: 1, pageSize: 20 };

function mockCourse(course = makeBuilderCourse(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    [`GET courses/${courseId}/showAdmin`]: jsonResponse(course),
    'GET tags/list': jsonResponse([]),
    [`GET courses/${courseId}/rules`]: jsonResponse([]),
    [`GET courses/${courseId}/learners/list?page=1&pageSize=20`]: jsonResponse(learners),
    [`GET courses/${courseId}/learners/list?page=1&pageSize=100`]: jsonResponse(learners),
    'POST users/list/search': jsonResponse({ users: [], total: 0, page: 1, pageSize: 10 }),
    ...extra,
  });
}

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

beforeEach(() => {
  signInBuilder();
});

describe('course settings', () => {
  it('explains an invalid setting and does not send it', async () => {
    const fetchMock = mockCourse();
    renderApp(`/builder/courses/${courseId}/settings`);

    const vintage = await screen.findByRole('textbox', { name: 'Vintage (days)' }, FIRST_RENDER);
    await userEvent.clear(vintage);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(screen.getAllByText('Enter a whole number of 0 or more.').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, `POST courses/${courseId}/update`)).toHaveLength(0);
  });

  it('saves valid settings through courses/{id}/update', async () => {
    const course = makeBuilderCourse();
    const fetchMock = mockCourse(course, { [`POST courses/${courseId}/update`]: jsonResponse(course) });
    renderApp(`/builder/courses/${courseId}/settings`);

    const vintage = await screen.findByRole('textbox', { name: 'Vintage (days)' }, FIRST_RENDER);
    await userEvent.clear(vintage);
    await userEvent.type(vintage, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(callsTo(fetchMock, `POST courses/${courseId}/update`)).toHaveLength(1));
    const body = bodyOf(callsTo(fetchMock, `POST courses/${courseId}/update`)[0]);
    expect(body.settings.vintageDays).toBe(7);
    expect(body.name).toBe('Safety basics');
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
  });
});

describe('course content', () => {
  it('is read-only with a clear banner while the course is launched', async () => {
    const launched = makeBuilderCourse({
      launched: true,
      launchedAt: '2027-01-02T00:00:00.000Z',
      editing: { contentLocked: true, structureLocked: false, scoredDecksLocked: false, message: null },
    });
    mockCourse(launched);
    renderApp(`/builder/courses/${courseId}/content`);

    expect(await screen.findByText('Content is locked', {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText(/This course is launched, so its content is read-only/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add topic' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Welcome' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a deck to Introduction' })).toBeNull();
  });

  it('lets a draft course add topics and move, duplicate and delete decks', async () => {
    mockCourse();
    renderApp(`/builder/courses/${courseId}/content`);
    expect(await screen.findByRole('button', { name: 'Add topic' }, FIRST_RENDER)).toBeTruthy();
    const topic = screen.getByRole('region', { name: 'Introduction' });
    expect(within(topic).getByRole('button', { name: 'Delete Welcome' })).toBeTruthy();
    expect(within(topic).getByRole('button', { name: 'Duplicate Welcome' })).toBeTruthy();
    expect(within(topic).getByRole('link', { name: 'Welcome' }).getAttribute('href')).toBe(
      `/builder/editor/article/${id(11)}/course~${courseId}`,
    );
  });
});

describe('course launch', () => {
  it('asks about learner progress and sends resetProgress', async () => {
    const course = makeBuilderCourse();
    const launched = { ...course, launched: true, launchedAt: '2027-01-02T00:00:00.000Z' };
    const fetchMock = mockCourse(course, {
      [`POST courses/${courseId}/launch`]: jsonResponse({
        course: launched,
        archivedVersion: 1,
        notified: 4,
      }),
    });
    renderApp(`/builder/courses/${courseId}/launch`);

    await userEvent.click(await screen.findByRole('button', { name: 'Launch' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Launch Safety basics' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Reset all learner progress' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Launch now' }));

    await waitFor(() => expect(callsTo(fetchMock, `POST courses/${courseId}/launch`)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, `POST courses/${courseId}/launch`)[0])).toEqual({ resetProgress: true });
    expect(
      await screen.findByText('Launched afresh; old results are version 1. 4 learners were told.'),
    ).toBeTruthy();
  });

  it('tells a relaunch that keeps progress apart from a reset', async () => {
    const course = { ...makeBuilderCourse(), launchedAt: '2027-01-02T00:00:00.000Z', version: 1 };
    const relaunched = { ...course, launched: true, version: 2 };
    const fetchMock = mockCourse(course, {
      [`POST courses/${courseId}/launch`]: jsonResponse({
        course: relaunched,
        archivedVersion: 1,
        notified: 1,
      }),
    });
    renderApp(`/builder/courses/${courseId}/launch`);

    await userEvent.click(await screen.findByRole('button', { name: 'Launch' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Launch Safety basics' });
    expect(within(dialog).getByRole('radio', { name: 'Keep learner progress' })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Launch now' }));

    await waitFor(() => expect(callsTo(fetchMock, `POST courses/${courseId}/launch`)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, `POST courses/${courseId}/launch`)[0])).toEqual({
      resetProgress: false,
    });
    expect(
      await screen.findByText(
        'Launched again with progress kept; the results so far are saved as version 1. 1 learner was told.',
      ),
    ).toBeTruthy();
  });

  it('adds an enrolment rule and reports how many learners it enrolled', async () => {
    const rule = {
      _id: id(500),
      id: id(500),
      criteria_id: id(500),
      courseId,
      field: 'department',
      operator: 'equals',
      value: 'Sales',
      createdAt: '2027-01-02T00:00:00.000Z',
      lastRunAt: '2027-01-02T00:00:00.000Z',
    };
    const fetchMock = mockCourse(makeBuilderCourse(), {
      [`POST courses/${courseId}/rules/add`]: jsonResponse({ rule, added: 2 }, { status: 201 }),
    });
    renderApp(`/builder/courses/${courseId}/launch`);

    const form = await screen.findByRole('form', { name: 'New enrolment rule' }, FIRST_RENDER);
    await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(await within(form).findByText('Value is required.')).toBeTruthy();
    expect(callsTo(fetchMock, `POST courses/${courseId}/rules/add`)).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Value' }), 'Sales');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST courses/${courseId}/rules/add`)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, `POST courses/${courseId}/rules/add`)[0])).toEqual({
      rule: { field: 'department', operator: 'equals', value: 'Sales' },
    });
    expect(await screen.findByText('Rule added: 2 learners enrolled.')).toBeTruthy();
  });

  it('explains a date rule written the wrong way, in the builder words', async () => {
    const fetchMock = mockCourse();
    renderApp(`/builder/courses/${courseId}/launch`);
    const form = await screen.findByRole('form', { name: 'New enrolment rule' }, FIRST_RENDER);
    await userEvent.click(within(form).getAllByLabelText('Detail')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Date of joining' }));
    await userEvent.click(within(form).getAllByLabelText('Condition')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'is before' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Value' }), '01/02/2024');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(await within(form).findByText('Write dates as YYYY-MM-DD.')).toBeTruthy();
    expect(callsTo(fetchMock, `POST courses/${courseId}/rules/add`)).toHaveLength(0);
  });
});

describe('deck settings', () => {
  it('checks the deck settings with the shared schema and saves only valid ones', async () => {
    const course = makeBuilderCourse();
    const deck = course.topics[0]?.decks[0];
    const fetchMock = mockCourse(course, { [`POST decks/${deck?._id}/update`]: jsonResponse(deck) });
    renderApp(`/builder/courses/${courseId}/content`);
    await userEvent.click(await screen.findByRole('button', { name: 'Settings of Welcome' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Welcome' });

    const passing = within(dialog).getByRole('textbox', { name: 'Passing percentage' });
    await userEvent.clear(passing);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save deck settings' }));
    expect(await within(dialog).findByText('Enter a percentage from 0 to 100.')).toBeTruthy();
    expect(callsTo(fetchMock, `POST decks/${deck?._id}/update`)).toHaveLength(0);

    await userEvent.type(passing, '80');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Shuffle questions' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save deck settings' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST decks/${deck?._id}/update`)).toHaveLength(1));
    const { settings } = bodyOf(callsTo(fetchMock, `POST decks/${deck?._id}/update`)[0]);
    expect(settings).toEqual({ ...deck?.settings, passingPercentage: 80, shuffle: !deck?.settings.shuffle });
    expect(await screen.findByText('Deck settings saved.')).toBeTruthy();
  });
});
