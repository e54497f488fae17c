import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const acme = (emailDomainMode: boolean) =>
  makeBranding({
    name: 'acme',
    emailDomain: 'acme.com',
    features: { tokenLogin: true, emailDomainMode },
  });

const generator = async () =>
  within(await screen.findByRole('region', { name: 'Get a sign-in link by email' }));

describe('token generator on the login page', () => {
  it('in email-domain mode takes only the username, shows the domain and sends the team', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/acme': jsonResponse(acme(true)),
      'POST users/email/check-user': jsonResponse({ exists: true }),
    });
    renderApp('/acme/login?courseId=c-1');
    const form = await generator();
    expect(form.getByText('Enter only your username: we add @acme.com.')).toBeTruthy();
    await userEvent.type(form.getByRole('textbox', { name: 'Your username' }), 'priya.k');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));

    expect((await form.findByRole('status')).textContent).toContain(
      'User present & Email Sent. Check your email for the course link',
    );
    const [[, init]] = callsTo(fetchMock, 'POST users/email/check-user') as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ username: 'priya.k', courseId: 'c-1', team: 'acme' });
  });

  it('refuses an address at another domain before asking the server', async () => {
    const fetchMock = mockApi({ 'GET teams/fetch/acme': jsonResponse(acme(true)) });
    renderApp('/acme/login');
    const form = await generator();
    await userEvent.type(form.getByRole('textbox', { name: 'Your username' }), 'priya@gmail.com');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));
    expect(
      await form.findByText('Enter only your username: addresses outside @acme.com are not accepted here.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST users/email/check-user')).toHaveLength(0);
  });

  it('without the mode sends what was typed and says when nobody has that username', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/acme': jsonResponse(acme(false)),
      'POST users/email/check-user': jsonResponse({ exists: false }),
    });
    renderApp('/acme/login');
    const form = await generator();
    expect(form.queryByText(/we add @acme.com/)).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: 'Your username' }), 'someone');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));
    expect((await form.findByRole('alert')).textContent).toContain('User not present');
    await waitFor(() => expect(callsTo(fetchMock, 'POST users/email/check-user')).toHaveLength(1));
  });

  it('is absent while token login is off', async () => {
    mockApi({ 'GET teams/fetch/acme': jsonResponse(makeBranding({ name: 'acme' })) });
    renderApp('/acme/login');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('region', { name: 'Get a sign-in link by email' })).toBeNull();
  });
});
