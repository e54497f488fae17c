import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const resetToken = 'r'.repeat(43);

async function choose(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('ResetPasswordPage', () => {
  it('checks the pair on the client with the SPEC messages', async () => {
    const fetchMock = mockApi({});
    renderApp(`/reset-password?token=${resetToken}`);
    await choose('Secret@123', 'Secret@124');
    expect(screen.getByText('Passwords do not match...')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'secret');
    expect(screen.getByText('Password does not meet the requirements...')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the new password, then shows the login page with a success toast', async () => {
    const fetchMock = mockApi({
      'POST auth/reset_password/confirm': jsonResponse({ message: 'Your password has been changed.' }),
    });
    const { router } = renderApp(`/reset-password?token=${resetToken}`);
    await choose('Secret@123', 'Secret@123');

    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    const [[, init]] = callsTo(fetchMock, 'POST auth/reset_password/confirm') as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      token: resetToken,
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
    });
  });

  it("shows the server's message for a used or expired link", async () => {
    const message = 'This reset link is invalid or has expired. Please ask for a new one.';
    mockApi({ 'POST auth/reset_password/confirm': jsonResponse({ message }, { status: 400 }) });
    renderApp(`/reset-password?token=${resetToken}`);
    await choose('Secret@123', 'Secret@123');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('says the link is invalid when it carries no token', async () => {
    mockApi({});
    renderApp('/reset-password');
    expect(
      await screen.findByText('This reset link is invalid or has expired. Please ask for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' }).getAttribute('href')).toBe(
      '/forgot',
    );
  });
});
