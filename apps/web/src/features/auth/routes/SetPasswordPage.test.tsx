import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../lib/session.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

async function change(current: string, password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const token = makeToken();
  useAuthStore.getState().login(makeUser({ first_name: 'Asha' }), token);
  markSessionVerified(token);
});

describe('SetPasswordPage', () => {
  it('shows the SPEC messages and sends nothing while the pair is wrong', async () => {
    const fetchMock = mockApi({});
    renderApp('/setpass');
    await change('Old@1234', 'Secret@123', 'Secret@12');
    expect(screen.getByText('Passwords do not match...')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST auth/change_password')).toHaveLength(0);
  });

  it('posts multipart fields, toasts the server message and goes back', async () => {
    const fetchMock = mockApi({
      'POST auth/change_password': jsonResponse({ message: 'Your password has been changed.' }),
    });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Asha' });
    await router.navigate('/setpass');
    await change('Old@1234', 'Secret@123', 'Secret@123');

    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const [[, init]] = callsTo(fetchMock, 'POST auth/change_password') as [[unknown, RequestInit]];
    expect(Object.fromEntries((init.body as FormData).entries())).toEqual({
      current_password: 'Old@1234',
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
    });
  });

  it("shows the server's message for a wrong current password", async () => {
    mockApi({
      'POST auth/change_password': jsonResponse(
        { message: 'The current password is incorrect.' },
        { status: 400 },
      ),
    });
    const { router } = renderApp('/setpass');
    await change('Wrong@123', 'Secret@123', 'Secret@123');
    expect((await screen.findByRole('alert')).textContent).toContain('The current password is incorrect.');
    expect(router.state.location.pathname).toBe('/setpass');
  });
});
