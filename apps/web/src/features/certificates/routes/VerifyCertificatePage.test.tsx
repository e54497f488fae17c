import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../lib/format-date.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const id = '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';

describe('/verify/{id}', () => {
  it('confirms a certificate to anyone, without signing in', async () => {
    const fetchMock = mockApi({
      [`GET certificates/${id}/verify`]: jsonResponse({
        _id: id,
        learnerName: 'प्रिया शर्मा',
        courseName: 'Safety at work',
        title: 'Certified safe worker',
        issuedAt: '2026-11-20T10:00:00.000Z',
        valid: true,
      }),
    });
    renderApp(`/verify/${id}`);
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeTruthy();
    expect(screen.getByText('प्रिया शर्मा')).toBeTruthy();
    expect(screen.getByText('Safety at work')).toBeTruthy();
    expect(screen.getByText('Certified safe worker')).toBeTruthy();
    expect(screen.getByText(formatDay('2026-11-20T10:00:00.000Z', 'en'))).toBeTruthy();
    expect(screen.getByText(id)).toBeTruthy();
    const [, init] = callsTo(fetchMock, `GET certificates/${id}/verify`)[0] ?? [];
    expect(new Headers(init?.headers).get('access-token')).toBeNull();
  });

  it('says so when no certificate has the id', async () => {
    mockApi({
      [`GET certificates/${id}/verify`]: jsonResponse(
        { message: 'No certificate has this verification id' },
        { status: 404 },
      ),
    });
    renderApp(`/verify/${id}`);
    expect(await screen.findByText('Certificate not found')).toBeTruthy();
    expect(
      screen.getByText(
        `No certificate has the verification ID ${id}. Please check the address and try again.`,
      ),
    ).toBeTruthy();
  });
});
