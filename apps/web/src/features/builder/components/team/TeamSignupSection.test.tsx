import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../../test/api-mock.ts';
import { jsonResponse, makeBranding } from '../../../../test/factories.ts';
import { renderApp } from '../../../../test/render.tsx';
import { FIRST_RENDER, signInBuilder } from '../../testing/builder-factories.ts';

const saved = { policy: 'inviteCode', domains: [], inviteCode: 'K7QM-2XHD-PW9C' } as const;

function signupApi(overrides: Record<string, Response> = {}) {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    'GET tags/list': jsonResponse([]),
    'GET teams/team-1/signup': jsonResponse(saved),
    ...overrides,
  });
}

const section = async () =>
  within(await screen.findByRole('region', { name: 'Who can sign up' }, FIRST_RENDER));

beforeEach(() => {
  signInBuilder('Admin');
});

describe('the sign-up policy in team design', () => {
  it('shows the invite code and the invitation link, and makes a new code', async () => {
    const fetchMock = signupApi({
      'POST teams/team-1/signup/invite-code/regenerate': jsonResponse({
        ...saved,
        inviteCode: 'ABCD-EFGH-JKLM',
      }),
    });
    renderApp('/builder/teamdesign');
    const policy = await section();
    expect(
      ((await policy.findByRole('radio', { name: 'With an invite code' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect((policy.getByLabelText('Invite code') as HTMLInputElement).value).toBe('K7QM-2XHD-PW9C');
    expect(policy.getByText(/\/demo\/register\?invite=K7QM-2XHD-PW9C$/)).toBeTruthy();

    await userEvent.click(policy.getByRole('button', { name: 'New code' }));
    await waitFor(() =>
      expect((policy.getByLabelText('Invite code') as HTMLInputElement).value).toBe('ABCD-EFGH-JKLM'),
    );
    expect(callsTo(fetchMock, 'POST teams/team-1/signup/invite-code/regenerate')).toHaveLength(1);
  });

  it('switches to company email domains and saves them', async () => {
    const fetchMock = signupApi({
      'POST teams/team-1/signup/update': jsonResponse({
        ...saved,
        policy: 'emailDomain',
        domains: ['acme.com'],
      }),
    });
    renderApp('/builder/teamdesign');
    const policy = await section();
    await userEvent.click(await policy.findByRole('radio', { name: 'Company email addresses' }));
    await userEvent.click(policy.getByRole('button', { name: 'Save sign-up policy' }));
    expect(await policy.findByText('Add at least one domain, written like acme.com.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST teams/team-1/signup/update')).toHaveLength(0);

    await userEvent.type(policy.getByRole('combobox', { name: 'Email domains' }), 'acme.com{Enter}');
    await userEvent.click(policy.getByRole('button', { name: 'Save sign-up policy' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST teams/team-1/signup/update')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST teams/team-1/signup/update')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ policy: 'emailDomain', domains: ['acme.com'] });
    expect(await screen.findByText('Sign-up policy saved.')).toBeTruthy();
  });
});
