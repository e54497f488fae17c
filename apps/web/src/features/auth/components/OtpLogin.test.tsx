import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const branding = jsonResponse(makeBranding({ name: 'acme', features: { otpLogin: true } }));
const sent = (resendAfterSeconds = 60) =>
  jsonResponse({ message: 'A one-time code has been sent to your phone.', resendAfterSeconds });

async function askForCode(phone = '9876543210') {
  await userEvent.type(await screen.findByLabelText('Phone number'), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('one-time code login', () => {
  it('needs exactly 10 characters before sending', async () => {
    mockApi({ 'GET teams/fetch/acme': branding });
    renderApp('/acme/login');
    await userEvent.type(await screen.findByLabelText('Phone number'), '98765');
    expect(screen.getByRole('button', { name: 'Send code' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByLabelText('Username'));
    expect(screen.getByText('Phone number must be exactly 10 characters.')).toBeTruthy();
  });

  it('sends the code, counts down before Resend, and signs in as soon as six digits are in', async () => {
    const token = makeToken();
    const fetchMock = mockApi({
      'GET teams/fetch/acme': branding,
      'POST auth/otp/generate/9876543210?team=acme': sent(),
      'POST auth/otp/verify/9876543210/123456?team=acme': jsonResponse(makeUser({ first_name: 'Asha' }), {
        headers: { 'access-token': token },
      }),
    });
    const { router } = renderApp('/acme/login');
    await askForCode();

    expect(await screen.findByText('A one-time code has been sent to your phone.')).toBeTruthy();
    expect(screen.getByText('You can ask for a new code in 60 s.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    const digits = screen.getAllByLabelText('Code digit');
    expect(digits).toHaveLength(6);

    await userEvent.type(digits[0] as HTMLElement, '123456');

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, 'POST auth/otp/verify/9876543210/123456?team=acme')).toHaveLength(1);
    expect(useAuthStore.getState().token).toBe(token);
  });

  it('offers Resend once the countdown has run out', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/acme': branding,
      'POST auth/otp/generate/9876543210?team=acme': sent(1),
    });
    renderApp('/acme/login');
    await askForCode();
    const resend = await screen.findByRole('button', { name: 'Resend' }, { timeout: 2500 });
    await userEvent.click(resend);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST auth/otp/generate/9876543210?team=acme')).toHaveLength(2),
    );
  });

  it("shows a wrong code's message and empties the inputs", async () => {
    mockApi({
      'GET teams/fetch/acme': branding,
      'POST auth/otp/generate/9876543210?team=acme': sent(),
      'POST auth/otp/verify/9876543210/111111?team=acme': jsonResponse(
        { message: 'The code is incorrect.' },
        { status: 401 },
      ),
    });
    renderApp('/acme/login');
    await askForCode();
    await userEvent.type((await screen.findAllByLabelText('Code digit'))[0] as HTMLElement, '111111');

    expect((await screen.findByRole('alert')).textContent).toContain('The code is incorrect.');
    await waitFor(() =>
      expect(
        screen.getAllByLabelText('Code digit').map((input) => (input as HTMLInputElement).value),
      ).toEqual(['', '', '', '', '', '']),
    );
  });

  it('hides the form and shows only the message on errorCode 3', async () => {
    mockApi({
      'GET teams/fetch/acme': branding,
      'POST auth/otp/generate/9876543210?team=acme': jsonResponse(
        { message: 'Sign-in with a one-time code is not available.', errorCode: 3 },
        { status: 403 },
      ),
    });
    renderApp('/acme/login');
    await askForCode();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sign-in with a one-time code is not available.',
    );
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    // The other sign-in methods stay.
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });
});
