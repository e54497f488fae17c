import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUiStore } from '../lib/ui-store.ts';
import { mockApi } from '../test/api-mock.ts';
import { jsonResponse, makeBranding } from '../test/factories.ts';
import { renderApp } from '../test/render.tsx';

const mantineStyles = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');

describe('team theme on signed-out screens', () => {
  it("takes the colours of the route's team and keeps the team for team-less screens", async () => {
    const colors = { main: '#1E88E5', primary: '#2E7D32', primaryText: '#FFFFFF' };
    mockApi({ 'GET teams/fetch/acme': jsonResponse(makeBranding({ name: 'acme', title: 'Acme', colors })) });
    const { router } = renderApp('/acme/login');
    await screen.findByRole('heading', { name: 'Acme' });

    await waitFor(() => expect(useUiStore.getState().team).toBe('acme'));
    await waitFor(() => expect(mantineStyles()).toContain('#2E7D32'));

    await router.navigate('/forgot');
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
  });

  it('keeps the product defaults for an unknown team', async () => {
    mockApi({});
    renderApp('/nosuchteam/login');
    expect(await screen.findByRole('heading', { name: 'Learning Platform' })).toBeTruthy();
    expect(useUiStore.getState().team).toBeNull();
  });
});
