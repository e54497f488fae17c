import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { FIRST_RENDER, signInBuilder } from '../testing/builder-factories.ts';

beforeEach(() => {
  signInBuilder('Admin');
});

describe('team design', () => {
  it('previews the app name live and saves it, updating the learner branding at once', async () => {
    const saved = makeBranding({ title: 'Acme Academy' });
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding()),
      'GET tags/list': jsonResponse([]),
      'POST teams/team-1/update': jsonResponse(saved),
    });
    renderApp('/builder/teamdesign');

    const appName = await screen.findByRole('textbox', { name: 'App name' }, FIRST_RENDER);
    await userEvent.clear(appName);
    await userEvent.type(appName, 'Acme Academy');
    expect(screen.getByRole('figure', { name: 'Preview' }).textContent).toContain('Acme Academy');

    await userEvent.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST teams/team-1/update')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST teams/team-1/update')[0] ?? [];
    const body = JSON.parse(String(init?.body));
    expect(body.title).toBe('Acme Academy');
    expect(body.colors).toEqual({ main: '#FFC107', primary: '#FFC107', primaryText: '#000000' });
    expect(await screen.findByText('Design saved. Learners see it now.')).toBeTruthy();
    // The branding every screen reads (theme, app name) is fetched again at once.
    await waitFor(() => expect(callsTo(fetchMock, 'GET teams/fetch/demo').length).toBeGreaterThan(1));
  });

  it('refuses a colour that is not #rrggbb', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding()),
      'GET tags/list': jsonResponse([]),
    });
    renderApp('/builder/teamdesign');
    const main = await screen.findByRole('textbox', { name: 'Main colour' }, FIRST_RENDER);
    await userEvent.clear(main);
    await userEvent.type(main, 'orange');
    await userEvent.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(screen.getAllByText('Colours are written #rrggbb, for example #FFC107.').length).toBeGreaterThan(
      0,
    );
    expect(callsTo(fetchMock, 'POST teams/team-1/update')).toHaveLength(0);
  });

  it('keeps the menu items hidden per stage and saves a change to them', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding({ hiddenMenuItems: { '1': ['leaderboard'] } })),
      'GET tags/list': jsonResponse([]),
      'POST teams/team-1/update': jsonResponse(makeBranding()),
    });
    renderApp('/builder/teamdesign');
    const [stageTwo] = await screen.findAllByLabelText('Hidden from stage 2 (Rookie)', {}, FIRST_RENDER);
    await userEvent.click(stageTwo as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Favorites' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST teams/team-1/update')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST teams/team-1/update')[0] ?? [];
    expect(JSON.parse(String(init?.body)).hiddenMenuItems).toEqual({
      '1': ['leaderboard'],
      '2': ['favorites'],
    });
  });
});
