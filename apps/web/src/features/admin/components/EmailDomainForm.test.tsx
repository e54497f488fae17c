import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmailDomainForm } from './EmailDomainForm.tsx';

describe('EmailDomainForm', () => {
  it('refuses what is no domain and saves a domain lowercase', async () => {
    const team = makeBranding();
    const fetchMock = mockApi({
      [`POST teams/${team._id}/update`]: jsonResponse(makeBranding({ emailDomain: 'acme.co.in' })),
    });
    renderWithProviders(<EmailDomainForm team={team} />);
    const field = await screen.findByRole('textbox', { name: 'Company domain' });

    await userEvent.type(field, 'localhost');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a domain like acme.com')).toBeTruthy();
    expect(callsTo(fetchMock, `POST teams/${team._id}/update`)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'Acme.CO.in');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST teams/${team._id}/update`)).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, `POST teams/${team._id}/update`) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ emailDomain: 'acme.co.in' });
  });

  it('keeps the domain while email-domain mode is on (it cannot be removed then)', async () => {
    renderWithProviders(
      <EmailDomainForm
        team={makeBranding({ emailDomain: 'acme.com', features: { emailDomainMode: true } })}
      />,
    );
    expect((await screen.findByRole('textbox', { name: 'Company domain' })).getAttribute('value')).toBe(
      'acme.com',
    );
    expect(screen.getByRole('button', { name: 'Remove domain' }).hasAttribute('disabled')).toBe(true);
  });
});
