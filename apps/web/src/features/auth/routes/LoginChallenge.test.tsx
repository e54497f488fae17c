import { CHALLENGE_REQUIRED_ERROR_CODE } from '@lp/shared/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

// The real widget solves in web workers, which jsdom lacks (the browser journey runs it for real):
// this one "solves" as soon as it mounts, with a payload that names its round.
let rounds = 0;
vi.mock('../components/ChallengeWidget.tsx', () => ({
  ChallengeWidget: ({ onVerified }: { onVerified: (payload: string) => void }) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: solves once per mounted widget, like the real one
    useEffect(() => {
      rounds += 1;
      onVerified(`solved-${rounds}`);
    }, []);
    return <div data-testid="challenge-widget" />;
  },
}));

const challengeRequired = () =>
  jsonResponse(
    { message: 'This account had several failed sign-ins.', errorCode: CHALLENGE_REQUIRED_ERROR_CODE },
    { status: 401 },
  );

async function submitCredentials(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const sentFields = (fetchMock: ReturnType<typeof mockApi>) =>
  (callsTo(fetchMock, 'POST auth/sign_in') as [unknown, RequestInit][]).map(([, init]) =>
    Object.fromEntries((init.body as FormData).entries()),
  );

beforeEach(() => {
  rounds = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('sign-in that asks for a challenge', () => {
  it('solves the challenge and sends the same credentials again with its payload', async () => {
    const token = makeToken();
    const answers = [
      challengeRequired(),
      jsonResponse(makeUser({ first_name: 'Asha' }), { headers: { 'access-token': token } }),
    ];
    const fetchMock = mockApi({ 'POST auth/sign_in': () => answers.shift() ?? challengeRequired() });
    const { router } = renderApp('/login');

    await submitCredentials('asha', 'Secret@123');

    // The signed-in shell and the home screen load on demand after the sign-in.
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' }, { timeout: 15_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(sentFields(fetchMock)).toEqual([
      { username: 'asha', password: 'Secret@123' },
      { username: 'asha', password: 'Secret@123', altcha: 'solved-1' },
    ]);
    expect(useAuthStore.getState()).toMatchObject({ isUserLoggedIn: true, token });
  });

  it('shows a wrong password after the check and solves a new challenge for the next try', async () => {
    const wrong = () => jsonResponse({ message: 'Incorrect username or password.' }, { status: 401 });
    const answers = [challengeRequired(), wrong(), wrong()];
    const fetchMock = mockApi({ 'POST auth/sign_in': () => answers.shift() ?? wrong() });
    renderApp('/login');

    await submitCredentials('asha', 'Wrong@123');
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect username or password.');
    expect(screen.getByText('One more check')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST auth/sign_in')).toHaveLength(3));
    expect(sentFields(fetchMock).map((fields) => fields.altcha)).toEqual([undefined, 'solved-1', 'solved-2']);
  });

  it('does not resend by itself when the server refuses the payload', async () => {
    const refused = () =>
      jsonResponse(
        {
          message: 'The check could not be verified. Please try again.',
          errorCode: CHALLENGE_REQUIRED_ERROR_CODE,
        },
        { status: 401 },
      );
    const answers = [challengeRequired(), refused()];
    const fetchMock = mockApi({ 'POST auth/sign_in': () => answers.shift() ?? refused() });
    renderApp('/login');

    await submitCredentials('asha', 'Secret@123');
    expect((await screen.findByRole('alert')).textContent).toContain('The check could not be verified.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsTo(fetchMock, 'POST auth/sign_in')).toHaveLength(2);
  });
});

describe('the login links and the team sign-up policy', () => {
  it('offers no registration for a closed team', async () => {
    mockApi({ 'GET teams/fetch/acme': jsonResponse(makeBranding({ name: 'acme', signupPolicy: 'closed' })) });
    renderApp('/acme/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });
});
