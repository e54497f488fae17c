import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { jsonResponse } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('PutCodePage', () => {
  it('needs at least 9 characters, then opens the course of the code', async () => {
    mockApi({ 'GET auth/lesson_code/safety101': jsonResponse({ identifier: 'safety101' }) });
    const { router } = renderApp('/putCode');
    const code = await screen.findByLabelText('Lesson code');
    await userEvent.type(code, 'safety1');
    await userEvent.tab();
    expect(screen.getByText('Lesson code must be at least 9 characters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open lesson' }).hasAttribute('disabled')).toBe(true);

    await userEvent.type(code, '01');
    await userEvent.click(screen.getByRole('button', { name: 'Open lesson' }));
    // /c/{identifier} is a signed-in route (SPEC §2): a visitor signs in first and then lands there.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState().redirectPath).toBe('/c/safety101');
  });

  it("shows the server's message for a code that opens nothing", async () => {
    mockApi({
      'GET auth/lesson_code/nosuchcode': jsonResponse(
        { message: 'Code based Login Not Available' },
        { status: 404 },
      ),
    });
    renderApp('/putCode');
    await userEvent.type(await screen.findByLabelText('Lesson code'), 'nosuchcode');
    await userEvent.click(screen.getByRole('button', { name: 'Open lesson' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Code based Login Not Available');
  });
});
