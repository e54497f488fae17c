/**
 * The work an ALTCHA challenge asks for: PBKDF2-SHA-256 with `cost` iterations per try, and a
 * secret counter drawn from [counterMin, counterMax] that the solver must reach by trying them all.
 */
export interface ChallengeDifficulty {
  cost: number;
  counterMin: number;
  counterMax: number;
}

/** About 1.5 to 3.5 seconds on one core of a laptop; the widget spreads it over several workers. */
export const DEFAULT_CHALLENGE_DIFFICULTY: ChallengeDifficulty = {
  cost: 2000,
  counterMin: 2000,
  counterMax: 5000,
};

/** Milliseconds, so test suites can solve dozens of challenges for real. */
export const TEST_CHALLENGE_DIFFICULTY: ChallengeDifficulty = { cost: 1, counterMin: 5, counterMax: 20 };
