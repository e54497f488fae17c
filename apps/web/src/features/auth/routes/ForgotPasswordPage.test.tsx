import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

async function requestReset(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ForgotPasswordPage', () => {
  it("sends the address and shows the server's confirmation", async () => {
    const fetchMock = mockApi({
      'POST auth/reset_password': jsonResponse({
        message: 'The reset link has been sent. Please check your email.',
      }),
    });
    renderApp('/forgot');
    await requestReset('asha@example.com');

    expect((await screen.findByRole('status')).textContent).toContain(
      'The reset link has been sent. Please check your email.',
    );
    const [[, init]] = callsTo(fetchMock, 'POST auth/reset_password') as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'asha@example.com' });
  });

  it('shows the SPEC failure message when the server fails', async () => {
    mockApi({ 'POST auth/reset_password': jsonResponse({ message: 'Bad gateway' }, { status: 502 }) });
    renderApp('/forgot');
    await requestReset('asha@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error resetting password. Please contact your admin.',
    );
  });

  it('shows the failure message when the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/forgot');
    await requestReset('asha@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error resetting password. Please contact your admin.',
    );
  });

  it('keeps submit disabled for a malformed address and links back to /login', async () => {
    mockApi({});
    renderApp('/forgot');
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@');
    await userEvent.tab();
    expect(screen.getByText('Malformed email address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reset link' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });
});
