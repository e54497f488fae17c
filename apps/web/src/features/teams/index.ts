/** The team (tenant) a page belongs to: its branding and feature flags. */
export { fetchTeamFeatures, teamBrandingQueryOptions, useTeamBranding } from './api/get-team-branding.ts';
export { type PublicTeam, usePublicTeam } from './hooks/use-public-team.ts';
