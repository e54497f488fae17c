import { REWARD_MESSAGES } from '@lp/shared/gamification/rewards';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../lib/session.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import type { MyProfile } from '../api/gamification-api.ts';
import type { Reward } from '../api/rewards-api.ts';
import { lastLevelKey, lastStageKey } from '../components/LevelUpWatcher.tsx';

function profile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    _id: 'user-1',
    name: 'Asha Rao',
    points: 350,
    coins: 40,
    level: { level: 3, name: 'Journeyman', minPoints: 200, nextAt: 500 },
    stage: { stage: 2, name: 'Rookie' },
    rank: 4,
    achievements: [
      { _id: 'a1', kind: 'badge', title: 'Quiz whiz', image: null, awardedAt: '2026-11-02T10:00:00.000Z' },
    ],
    ...overrides,
  };
}

function reward(id: string, name: string, costCoins: number, stock: number | null = null): Reward {
  return { _id: id, name, description: '', image: null, costCoins, stock, active: true };
}

const rewards = [
  reward('r1', 'Coffee voucher', 30, 5),
  reward('r2', 'Headphones', 500),
  reward('r3', 'Mug', 10, 0),
];

function signIn() {
  const token = makeToken();
  useAuthStore.getState().login(makeUser(), token);
  markSessionVerified(token);
}

function coinsOnApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding({ features: { coins: true } })),
    'GET users/user-1/myprofile': jsonResponse(profile()),
    'GET rewards/list': jsonResponse(rewards),
    'GET users/user-1/redemptions': jsonResponse([]),
    ...extra,
  });
}

describe('rewards', () => {
  beforeEach(signIn);

  it('shows level, progress to the next level, stage, points, coins and achievements', async () => {
    coinsOnApi();
    renderApp('/view/rewards');
    expect(await screen.findByRole('heading', { name: 'Level 3: Journeyman' })).toBeTruthy();
    expect(screen.getByText('Stage: Rookie')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progress to the next level' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(screen.getByText('150 points to level 4')).toBeTruthy();
    expect(screen.getByTestId('my-points').textContent).toBe('350');
    expect(screen.getByTestId('my-coins').textContent).toBe('40');
    expect(screen.getByText('Quiz whiz')).toBeTruthy();
    expect(screen.getByText('Badge')).toBeTruthy();
    expect(await screen.findByText('You have not redeemed any rewards yet.')).toBeTruthy();
  });

  it('lists past redemptions as the server sends them (without a balance)', async () => {
    coinsOnApi({
      'GET users/user-1/redemptions': jsonResponse([
        {
          _id: 'x1',
          rewardId: 'r1',
          name: 'Coffee voucher',
          coins: 30,
          status: 'fulfilled',
          createdAt: '2026-11-20T09:00:00.000Z',
        },
      ]),
    });
    renderApp('/view/rewards');
    const history = await screen.findByRole('table', { name: 'Past redemptions' });
    expect(within(history).getByText('Coffee voucher')).toBeTruthy();
    expect(within(history).getByText('Delivered')).toBeTruthy();
  });

  it('enables Redeem only when affordable and in stock, giving the reason otherwise', async () => {
    coinsOnApi();
    renderApp('/view/rewards');
    const coffee = await screen.findByRole('article', { name: 'Coffee voucher' });
    expect(within(coffee).getByRole('button', { name: 'Redeem' }).hasAttribute('disabled')).toBe(false);

    const headphones = screen.getByRole('article', { name: 'Headphones' });
    const blocked = within(headphones).getByRole('button', { name: 'Redeem' });
    expect(blocked.hasAttribute('disabled')).toBe(true);
    expect(blocked.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(headphones).getByText('You need 460 more coins')).toBeTruthy();

    const mug = screen.getByRole('article', { name: 'Mug' });
    expect(within(mug).getByRole('button', { name: 'Redeem' }).hasAttribute('disabled')).toBe(true);
    expect(within(mug).getByText('Out of stock')).toBeTruthy();
  });

  it('redeems and shows the new balance', async () => {
    const fetchMock = coinsOnApi({
      'POST rewards/r1/redeem': jsonResponse({
        _id: 'd1',
        rewardId: 'r1',
        name: 'Coffee voucher',
        coins: 30,
        status: 'redeemed',
        createdAt: '2026-11-20T10:00:00.000Z',
        balance: 10,
      }),
    });
    renderApp('/view/rewards');
    const coffee = await screen.findByRole('article', { name: 'Coffee voucher' });
    await userEvent.click(within(coffee).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('You redeemed Coffee voucher. Coins left: 10')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST rewards/r1/redeem')).toHaveLength(1);
  });

  it("shows the server's message when the redemption is refused (409)", async () => {
    coinsOnApi({
      'POST rewards/r1/redeem': jsonResponse({ message: REWARD_MESSAGES.outOfStock }, { status: 409 }),
    });
    renderApp('/view/rewards');
    const coffee = await screen.findByRole('article', { name: 'Coffee voucher' });
    await userEvent.click(within(coffee).getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This reward is out of stock.');
  });

  it('hides coins and the catalog when coins are off for the team', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding({ features: { coins: false } })),
      'GET users/user-1/myprofile': jsonResponse(profile()),
    });
    renderApp('/app/rewards');
    expect(await screen.findByRole('heading', { name: 'Level 3: Journeyman' })).toBeTruthy();
    expect(screen.queryByTestId('my-coins')).toBeNull();
    expect(screen.getByText('Coins and rewards are turned off for your team.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET rewards/list')).toHaveLength(0);
  });
});

describe('level-up celebration', () => {
  beforeEach(signIn);

  function preferReducedMotion(reduce: boolean) {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...original(query),
      matches: reduce && query.includes('prefers-reduced-motion'),
    });
    return () => {
      window.matchMedia = original;
    };
  }

  it('remembers the level on the first visit without celebrating', async () => {
    coinsOnApi();
    renderApp('/view/rewards');
    await screen.findByRole('heading', { name: 'Level 3: Journeyman' });
    expect(screen.queryByTestId('level-up')).toBeNull();
    expect(localStorage.getItem(lastLevelKey('user-1'))).toBe('3');
  });

  it('celebrates a new level in a dialog with its badge, name and an animation', async () => {
    localStorage.setItem(lastLevelKey('user-1'), '2');
    localStorage.setItem(lastStageKey('user-1'), '2');
    const restore = preferReducedMotion(false);
    coinsOnApi();
    renderApp('/view/rewards');
    const celebration = await screen.findByTestId('level-up');
    expect(
      within(celebration).getByRole('heading', { name: 'You reached level 3: Journeyman' }),
    ).toBeTruthy();
    expect(within(celebration).queryByText('You reached the Rookie stage')).toBeNull();
    expect(within(celebration).getByText('150 points to the next level')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Level up!' })).toBeTruthy();
    expect(celebration.getAttribute('data-moment')).toBe('level');
    expect(celebration.querySelector('[data-badge="level"]')?.textContent).toBe('3');
    expect(celebration.getAttribute('data-animated')).toBe('true');
    expect(celebration.querySelector('style')?.textContent).toContain('lp-level-up-pop');
    expect(localStorage.getItem(lastLevelKey('user-1'))).toBe('3');
    await userEvent.click(within(celebration).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('level-up')).toBeNull());
    restore();
  });

  it("celebrates a new stage first: the stage's emblem and name, then the level reached with it", async () => {
    localStorage.setItem(lastLevelKey('user-1'), '2');
    localStorage.setItem(lastStageKey('user-1'), '1');
    const restore = preferReducedMotion(false);
    coinsOnApi();
    renderApp('/view/rewards');
    const celebration = await screen.findByTestId('level-up');
    expect(screen.getByRole('dialog', { name: 'New stage!' })).toBeTruthy();
    expect(within(celebration).getByRole('heading', { name: 'You reached the Rookie stage' })).toBeTruthy();
    expect(within(celebration).getByText('You reached level 3: Journeyman')).toBeTruthy();
    expect(celebration.getAttribute('data-moment')).toBe('stage');
    expect(celebration.querySelector('[data-badge="stage"]')?.textContent).toBe('2');
    expect(localStorage.getItem(lastStageKey('user-1'))).toBe('2');
    await userEvent.click(within(celebration).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('level-up')).toBeNull());
    restore();
  });

  it('celebrates a stage reached without a new level (a team with its own stage thresholds)', async () => {
    localStorage.setItem(lastLevelKey('user-1'), '3');
    localStorage.setItem(lastStageKey('user-1'), '1');
    const restore = preferReducedMotion(true);
    coinsOnApi();
    renderApp('/view/rewards');
    const celebration = await screen.findByTestId('level-up');
    expect(screen.getByRole('dialog', { name: 'New stage!' })).toBeTruthy();
    expect(within(celebration).getByRole('heading', { name: 'You reached the Rookie stage' })).toBeTruthy();
    expect(within(celebration).queryByText('You reached level 3: Journeyman')).toBeNull();
    expect(celebration.getAttribute('data-animated')).toBe('false');
    restore();
  });

  it('shows the same dialog without animation when the learner prefers reduced motion', async () => {
    localStorage.setItem(lastLevelKey('user-1'), '2');
    const restore = preferReducedMotion(true);
    coinsOnApi();
    renderApp('/view/rewards');
    const celebration = await screen.findByTestId('level-up');
    expect(within(celebration).getByText('You reached level 3: Journeyman')).toBeTruthy();
    expect(celebration.getAttribute('data-animated')).toBe('false');
    expect(celebration.querySelector('style')).toBeNull();
    restore();
  });

  it('shows no medals while the medals flag is off', async () => {
    const withMedal = profile({
      achievements: [
        { _id: 'a1', kind: 'badge', title: 'Quiz whiz', image: null, awardedAt: '2026-11-02T10:00:00.000Z' },
        { _id: 'a2', kind: 'medal', title: 'Gold run', image: null, awardedAt: '2026-11-03T10:00:00.000Z' },
      ],
    });
    mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding({ features: { medals: false } })),
      'GET users/user-1/myprofile': jsonResponse(withMedal),
    });
    renderApp('/view/rewards');
    expect(await screen.findByText('Quiz whiz')).toBeTruthy();
    expect(screen.queryByText('Gold run')).toBeNull();
  });
});
