/** SPEC §2 /goto/{section}: the named sections of the app and where each lives; unknown names go home. */
export const GOTO_SECTIONS: Record<string, string> = {
  home: '/',
  library: '/library',
  learningcenter: '/learningcenter',
  leaderboard: '/app/leaderboard',
  rewards: '/app/rewards',
  achievements: '/app/rewards',
  reports: '/app/reports',
  helpdesk: '/app/helpdesk',
  social: '/social',
  favorites: '/favorites',
  search: '/search',
  contests: '/contests',
  programs: '/programs/listing',
  profile: '/editProfile',
  setpass: '/setpass',
  builder: '/builder',
  manager: '/manager',
  admin: '/adminPanel',
};

export function gotoPath(section: string | undefined): string {
  return GOTO_SECTIONS[(section ?? '').toLowerCase()] ?? '/';
}
