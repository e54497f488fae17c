import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../../lib/session.ts';
import { mockApi } from '../../../../test/api-mock.ts';
import { id, makeCourseCard } from '../../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../../test/factories.ts';
import { renderApp } from '../../../../test/render.tsx';

const program = {
  ...makeCourseCard(7, 'Onboarding Essentials'),
  sequential: true,
  courseCount: 2,
  courses: [
    makeCourseCard(1, 'Welcome to Demo Company', { progress: { state: 'complete', percentage: 100 } }),
    makeCourseCard(2, 'Information Security Basics', { access: { state: 'prerequisiteLocked', at: null } }),
  ],
};

beforeEach(() => {
  const token = makeToken();
  useAuthStore.getState().login(makeUser(), token);
  markSessionVerified(token);
  mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    [`GET programs/${id(7)}/show`]: jsonResponse(program),
    'GET programs/list': jsonResponse([{ ...program, courses: undefined }]),
  });
});

describe('programs', () => {
  it('shows the courses of a program in order, each with its state, inside the shell', async () => {
    renderApp(`/programs/${id(7)}`);
    expect(await screen.findByRole('heading', { name: 'Onboarding Essentials' })).toBeTruthy();
    expect(screen.getByText('Take the courses in order')).toBeTruthy();
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(screen.getByText('Finish the previous courses first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log out' })).toBeTruthy();
  });

  it('shows the program alone on /programs/{id}/isolated', async () => {
    renderApp(`/programs/${id(7)}/isolated`);
    expect(await screen.findByRole('heading', { name: 'Onboarding Essentials' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
  });

  it('lists every program on /programs/listing', async () => {
    renderApp('/programs/listing');
    expect(await screen.findByRole('heading', { name: 'All programs' })).toBeTruthy();
    expect(screen.getByText('2 courses')).toBeTruthy();
  });
});
