/** Leaderboards as the leaderboard format shows them (the gamification pages are loaded by the router). */
export {
  leaderboardQueryOptions,
  refreshAfterProgress,
  useCourseLeaderboard,
} from './api/gamification-api.ts';
export { LeaderboardBoard } from './components/LeaderboardBoard.tsx';
export { LevelUpWatcher } from './components/LevelUpWatcher.tsx';
