import { describe, expect, it, vi } from 'vitest';
import { clearBrowserDataAndReload } from './browser-data.ts';

describe('clearBrowserDataAndReload', () => {
  it('empties both storages and every cache, then reloads', async () => {
    localStorage.setItem('lp-auth', '{}');
    sessionStorage.setItem('draft', 'x');
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['assets-v1', 'api-v1'],
      delete: async (name: string) => deleted.push(name) > 0,
    });
    const reload = vi.fn();

    await clearBrowserDataAndReload(reload);

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(deleted).toEqual(['assets-v1', 'api-v1']);
    expect(reload).toHaveBeenCalledOnce();
  });
});
