import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { markSessionVerified } from '../../lib/session.ts';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render.tsx';

const pending = makeUser({
  first_name: 'Asha',
  license: { termsAccepted: false, license_type: 'Learner', license_name: 'Learner', isManager: false },
});
const termsOn = jsonResponse(makeBranding({ languages: ['en', 'de'], features: { termsAcceptance: true } }));

function signIn(user = pending) {
  const token = makeToken();
  useAuthStore.getState().login(user, token);
  markSessionVerified(token);
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('terms acceptance', () => {
  it('shows the terms instead of the page and the top-bar tools until they are accepted', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/demo': termsOn,
      'POST users/user-1/update/acceptterms': jsonResponse({
        ...pending,
        license: { ...pending.license, termsAccepted: true },
      }),
    });
    signIn();
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome, Asha' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Language/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Language/ })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST users/user-1/update/acceptterms')).toHaveLength(1);
  });

  it('still lets the user log out', async () => {
    mockApi({ 'GET teams/fetch/demo': termsOn });
    signIn();
    renderApp('/logout');
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy();
  });

  it('asks nothing when the team does not require acceptance', async () => {
    mockApi({ 'GET teams/fetch/demo': jsonResponse(makeBranding({ languages: ['en', 'de'] })) });
    signIn();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Language/ })).toBeTruthy());
  });
});
