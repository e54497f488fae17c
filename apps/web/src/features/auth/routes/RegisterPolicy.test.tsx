import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const submitButton = () => screen.getByRole('button', { name: 'Create account' });

async function fillForm(email = 'asha@acme.example') {
  await userEvent.type(await screen.findByLabelText('Full name'), 'Asha Rao');
  await userEvent.type(screen.getByLabelText('Username'), 'asha1');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Secret@123');
}

const teamApi = (signupPolicy: 'open' | 'emailDomain' | 'inviteCode' | 'closed', register?: Response) =>
  mockApi({
    'GET teams/fetch/acme': jsonResponse(makeBranding({ name: 'acme', signupPolicy })),
    'GET users/check/asha1': jsonResponse({ available: true }),
    ...(register ? { 'POST auth/register': register } : {}),
  });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RegisterPage and the team sign-up policy', () => {
  it('asks for the invite code, takes it from the invitation link, and sends it', async () => {
    const learner = makeUser({ _id: 'user-9', team: 'acme' });
    const fetchMock = mockApi({
      'GET teams/fetch/acme': jsonResponse(
        makeBranding({ name: 'acme', signupPolicy: 'inviteCode', features: { teamCourses: false } }),
      ),
      'GET users/check/asha1': jsonResponse({ available: true }),
      'POST auth/register': jsonResponse(
        { _id: 'user-9' },
        { status: 201, headers: { 'access-token': makeToken() } },
      ),
      'POST auth/connect': jsonResponse(learner, { headers: { 'access-token': makeToken(7200) } }),
    });
    renderApp('/acme/register?invite=K7QM-2XHD-PW9C');
    const code = await screen.findByLabelText('Invite code');
    expect((code as HTMLInputElement).value).toBe('K7QM-2XHD-PW9C');
    await fillForm();
    await userEvent.clear(code);
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(true));
    await userEvent.type(code, 'k7qm 2xhd pw9c');
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(submitButton());

    expect(await screen.findByText('Your account is ready and you are signed in.')).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST auth/register') as [[unknown, RequestInit]];
    expect((init.body as FormData).get('invite_code')).toBe('k7qm 2xhd pw9c');
  });

  it("shows the server's reason when the team refuses", async () => {
    teamApi(
      'inviteCode',
      jsonResponse({ message: 'This invite code is not valid for this team.' }, { status: 403 }),
    );
    renderApp('/acme/register');
    await fillForm();
    await userEvent.type(screen.getByLabelText('Invite code'), 'WRONG-CODE');
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This invite code is not valid for this team.',
    );
    expect(useAuthStore.getState().isUserLoggedIn).toBe(false);
  });

  it('asks for a work address, then says to open the mailed link instead of signing in', async () => {
    const fetchMock = teamApi(
      'emailDomain',
      jsonResponse({ _id: 'user-9', message: 'Almost done' }, { status: 202 }),
    );
    renderApp('/acme/register');
    expect(
      await screen.findByText('Use your work email address. We send you a link to confirm it.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Invite code')).toBeNull();
    await fillForm();
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(submitButton());

    expect(
      await screen.findByText(
        'Almost done: we sent a link to your email address. Open it to activate your account.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(callsTo(fetchMock, 'POST auth/connect')).toHaveLength(0);
    expect(useAuthStore.getState().isUserLoggedIn).toBe(false);
  });

  it('says registration is closed when the team takes nobody', async () => {
    teamApi('closed');
    renderApp('/acme/register');
    expect(await screen.findByText('Registration is not open for this team.')).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });
});
