import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock.ts';
import { jsonResponse, makeBranding } from '../../../../test/factories.ts';
import { renderApp } from '../../../../test/render.tsx';
import { FIRST_RENDER, signInBuilder } from '../../testing/builder-factories.ts';

const dashboard = { items: [], totals: { program: 0, course: 0, exam: 0, contest: 0, article: 0 } };
const realMatchMedia = window.matchMedia;

function mockBuilder() {
  mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    'GET builder/dashboard': jsonResponse(dashboard),
  });
}

beforeEach(mockBuilder);
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('builder layout', () => {
  it('offers the builder sections, without team design for a creator', async () => {
    signInBuilder('Creator');
    renderApp('/builder');
    const nav = await screen.findByRole('navigation', { name: 'Builder studio' }, FIRST_RENDER);
    for (const name of [
      'Dashboard',
      'Library',
      'Contests',
      'Tutorials',
      'Users',
      'Account',
      'Social',
      'Helpdesk',
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toMatch(/^\/builder/);
    }
    expect(screen.queryByRole('link', { name: 'Team design' })).toBeNull();
    expect(await screen.findByText('Nothing here yet. Use Create to make your first course.')).toBeTruthy();
  });

  it('shows team design to an admin', async () => {
    signInBuilder('Admin');
    renderApp('/builder');
    expect(await screen.findByRole('link', { name: 'Team design' }, FIRST_RENDER)).toBeTruthy();
  });

  it('keeps a creator out of team design', async () => {
    signInBuilder('Creator');
    renderApp('/builder/teamdesign');
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized to see this page' }, FIRST_RENDER),
    ).toBeTruthy();
  });

  it('is not offered on a narrow portrait screen', async () => {
    window.matchMedia = (query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('portrait'),
    });
    signInBuilder('Creator');
    renderApp('/builder');
    expect(
      await screen.findByRole('heading', { name: 'The builder needs a wider screen' }, FIRST_RENDER),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Builder studio' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Learner view' }).getAttribute('href')).toBe('/');
  });

  it('gives a manager the read-only builder without the Create menu', async () => {
    signInBuilder('Learner', true);
    renderApp('/builder');
    expect(
      await screen.findByText('Read only: managers can look but not change', {}, FIRST_RENDER),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });
});
