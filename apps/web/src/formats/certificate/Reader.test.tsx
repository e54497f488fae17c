import { CERTIFICATE_MESSAGES, type Certificate } from '@lp/shared/formats/certificate';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { jsonResponse, makeToken, makeUser } from '../../test/factories.ts';
import type { ReaderOutcome } from '../kit/reader-props.ts';
import { stubObjectUrls } from '../kit/testing/media.tsx';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

const certificate: Certificate = {
  _id: '5b0f5c52-8d5e-4c55-9f0e-6f1f1d1a2b3c',
  deckId: 'deck-5',
  courseId: 'course-1',
  learnerName: 'Asha Rao',
  courseName: 'Workplace safety',
  title: 'Safety certified',
  issuedAt: '2027-03-05T10:00:00.000Z',
  verifyUrl: 'https://learn.example.com/verify/5b0f5c52-8d5e-4c55-9f0e-6f1f1d1a2b3c',
  pdfPath: '/api/v3/formats/certificates/5b0f5c52-8d5e-4c55-9f0e-6f1f1d1a2b3c/pdf',
};
const ISSUE = 'POST formats/certificates/deck-5/issue';
const sent = async (): Promise<ReaderOutcome> => ({ status: 'sent', record: null, rejection: null });

describe('certificate reader', () => {
  it('completes the deck, then shows the issued certificate with its PDF and verification link', async () => {
    useAuthStore.getState().login(makeUser(), makeToken());
    const fetchMock = mockApi({
      [ISSUE]: jsonResponse(certificate),
      [`GET formats/certificates/${certificate._id}/pdf`]: new Response('%PDF-1.7', {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    });
    const onComplete = vi.fn(sent);
    renderReader(Reader, {}, { deckId: 'deck-5', onComplete });
    await userEvent.click(screen.getByRole('button', { name: 'Receive my certificate' }));
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });

    const preview = await screen.findByRole('figure', { name: 'Certificate preview' });
    expect(preview.textContent).toContain('Safety certified');
    expect(preview.textContent).toContain('Asha Rao');
    expect(preview.textContent).toContain('for completing Workplace safety');
    expect(screen.getByRole('link', { name: certificate.verifyUrl }).getAttribute('href')).toBe(
      certificate.verifyUrl,
    );

    const created = stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(await created[0]?.text()).toBe('%PDF-1.7');
    const [[, init]] = callsTo(fetchMock, `GET formats/certificates/${certificate._id}/pdf`) as [
      [unknown, RequestInit],
    ];
    expect((init.headers as Record<string, string>)['access-token']).toBe(useAuthStore.getState().token);
  });

  it('shows a learner who completed it before their certificate at once', async () => {
    mockApi({ [ISSUE]: jsonResponse(certificate) });
    renderReader(Reader, {}, { deckId: 'deck-5', record: { completion: true } as never });
    expect(await screen.findByRole('figure', { name: 'Certificate preview' })).toBeTruthy();
  });

  it('explains in the learner language when the course must be completed first', async () => {
    mockApi({ [ISSUE]: jsonResponse({ message: CERTIFICATE_MESSAGES.courseNotComplete }, { status: 409 }) });
    renderReader(Reader, {}, { deckId: 'deck-5', onComplete: vi.fn(sent) });
    await userEvent.click(screen.getByRole('button', { name: 'Receive my certificate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Complete the course to receive this certificate.',
    );
    expect(screen.getByRole('button', { name: 'Get my certificate' })).toBeTruthy();
  });
});
