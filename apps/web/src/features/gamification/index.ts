/** Leaderboards as the leaderboard format shows them (the gamification pages are loaded by the router). */
export { leaderboardQueryOptions, useCourseLeaderboard } from './api/gamification-api.ts';
export { LeaderboardBoard } from './components/LeaderboardBoard.tsx';
