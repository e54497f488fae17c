import { describe, expect, it } from 'vitest';
import { gotoPath } from './goto.ts';

describe('gotoPath (/goto/{section})', () => {
  it('names the sections of the app, in any case, and sends anything else home', () => {
    expect(gotoPath('leaderboard')).toBe('/app/leaderboard');
    expect(gotoPath('Helpdesk')).toBe('/app/helpdesk');
    expect(gotoPath('builder')).toBe('/builder');
    expect(gotoPath('rewards')).toBe('/app/rewards');
    expect(gotoPath('nowhere')).toBe('/');
    expect(gotoPath(undefined)).toBe('/');
  });
});
