import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const teamOnly = makeBranding({
  name: 'acme',
  title: 'Acme Academy',
  features: { multiTenancy: true, commonLogin: false },
});

describe('SPEC §6: multi-tenant without common login', () => {
  it('remembers the team, sends it with the sign-in, and /login then leads to /acme/login', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/acme': jsonResponse(teamOnly),
      'POST auth/sign_in': jsonResponse(makeUser({ team: 'acme' }), {
        headers: { 'access-token': makeToken() },
      }),
    });
    const { router } = renderApp('/acme/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret@123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST auth/sign_in')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST auth/sign_in')[0]?.[1]?.body as FormData;
    expect(body.get('team')).toBe('acme');
    expect(useUiStore.getState()).toMatchObject({ team: 'acme', teamLoginOnly: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    endSession();
    await router.navigate('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/login'));
  });

  it('keeps the common /login for a team with common login on', async () => {
    mockApi({ 'GET teams/fetch/demo': jsonResponse(makeBranding({ features: { multiTenancy: true } })) });
    const { router } = renderApp('/demo/login');
    expect(await screen.findByRole('heading', { name: 'Demo Company' })).toBeTruthy();
    await waitFor(() => expect(useUiStore.getState().team).toBe('demo'));
    expect(useUiStore.getState().teamLoginOnly).toBe(false);
    await router.navigate('/login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends the team with one-time code calls made from its login page', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/acme': jsonResponse(
        makeBranding({ name: 'acme', features: { multiTenancy: true, commonLogin: false, otpLogin: true } }),
      ),
      'POST auth/otp/generate/9876543210?team=acme': jsonResponse({
        message: 'Code sent.',
        resendAfterSeconds: 60,
      }),
    });
    renderApp('/acme/login');
    await userEvent.type(await screen.findByLabelText('Phone number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST auth/otp/generate/9876543210?team=acme')).toHaveLength(1);
  });
});
