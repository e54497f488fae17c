import { DEFAULT_PLAN } from '@lp/shared/billing';
import type { User } from '@lp/shared/users/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../lib/session.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const FIRST_RENDER = { timeout: 12_000 };

function signIn(licenseType: User['license']['license_type']) {
  const token = makeToken();
  const license = {
    termsAccepted: true,
    license_type: licenseType,
    license_name: licenseType,
    isManager: false,
  };
  useAuthStore.getState().login(makeUser({ license }), token);
  markSessionVerified(token);
}

const branding = makeBranding();
const account = {
  teamId: branding._id,
  plan: { ...DEFAULT_PLAN, maxUsers: 10 },
  usage: { users: 9, courses: 2, spaceBytes: 0, contentPieces: 0 },
  paymentsEnabled: false,
  checkoutPlans: [],
};

describe('admin panel', () => {
  it('switches a feature flag of the team and saves it at once', async () => {
    signIn('Admin');
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(branding),
      [`POST teams/${branding._id}/update`]: jsonResponse(makeBranding({ features: { contests: true } })),
    });
    renderApp('/adminPanel?section=settings');
    const contests = await screen.findByRole('switch', { name: 'Contests' }, FIRST_RENDER);
    expect((contests as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('tab', { name: 'Teams' })).toBeNull();
    await userEvent.click(contests);
    await waitFor(() => expect(callsTo(fetchMock, `POST teams/${branding._id}/update`)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, `POST teams/${branding._id}/update`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ features: { contests: true } });
  });

  it('shows the plan usage and caps a limit', async () => {
    signIn('Admin');
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(branding),
      [`GET teams/${branding._id}/plan`]: jsonResponse(account),
      [`POST teams/${branding._id}/plan/update`]: jsonResponse({ ...account.plan, maxUsers: 9 }),
    });
    renderApp('/hotspotter?section=plan');
    expect(await screen.findByText('9 of 10', {}, FIRST_RENDER)).toBeTruthy();
    const maxUsers = screen.getByRole('textbox', { name: 'Max users' });
    await userEvent.clear(maxUsers);
    await userEvent.type(maxUsers, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST teams/${branding._id}/plan/update`)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, `POST teams/${branding._id}/plan/update`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      maxUsers: 9,
      maxCourses: null,
      spaceLimitMb: null,
      contentPieces: null,
    });
  });

  it('answers a coupon check with the SPEC texts', async () => {
    signIn('Admin');
    mockApi({
      'GET teams/fetch/demo': jsonResponse(branding),
      [`GET teams/${branding._id}/plan`]: jsonResponse(account),
      'GET utility/coupon/check/NOPE': jsonResponse({ message: 'Invalid coupon code' }, { status: 404 }),
      'POST coupon/validate': jsonResponse({ code: 'GOOD', type: 'percent', value: 10, message: '' }),
    });
    renderApp('/adminPanel?section=plan');
    const code = await screen.findByRole('textbox', { name: 'Coupon code' }, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Coupon code is required')).toBeTruthy();
    await userEvent.type(code, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Invalid coupon code')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, 'GOOD');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Coupon is valid for this plan!')).toBeTruthy();
  });

  it('lets a SuperAdmin create a team with its admin and delete another team', async () => {
    signIn('SuperAdmin');
    const other = makeBranding({ _id: 'team-2', name: 'globex', title: 'Globex' });
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(branding),
      'GET teams/list': jsonResponse([branding, other]),
      'POST teams/create': jsonResponse(
        { ...other, _id: 'team-3', title: 'Acme', adminId: 'u1' },
        { status: 201 },
      ),
      'POST teams/team-2/delete': jsonResponse({ message: 'Team deleted.' }),
    });
    renderApp('/adminPanel?section=teams');
    await screen.findByRole('cell', { name: 'globex' }, FIRST_RENDER);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'acme');
    await userEvent.type(screen.getByRole('textbox', { name: 'Admin username' }), 'acmeboss');
    await userEvent.type(screen.getByLabelText('Admin password'), 'weak');
    await userEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Password is invalid.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST teams/create')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Admin password'));
    await userEvent.type(screen.getByLabelText('Admin password'), 'Acme@pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST teams/create')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST teams/create')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'acme',
      admin: { username: 'acmeboss', password: 'Acme@pass1' },
    });

    const row = screen.getByRole('cell', { name: 'globex' }).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete team' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST teams/team-2/delete')).toHaveLength(1));
  });

  it('tells a learner they are not authorized', async () => {
    signIn('Learner');
    mockApi({ 'GET teams/fetch/demo': jsonResponse(branding) });
    renderApp('/hotspotter');
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized to see this page' }, FIRST_RENDER),
    ).toBeTruthy();
  });
});
