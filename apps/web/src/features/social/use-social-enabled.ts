import { DEFAULT_FEATURES } from '@lp/shared/constants';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useTeamBranding } from '../teams/index.ts';

/** Whether the team's social flag is on (SPEC §9); the menu links and screens follow it. */
export function useSocialEnabled(): { enabled: boolean; loading: boolean } {
  const user = useAuthStore((state) => state.user);
  const branding = useTeamBranding(user?.team);
  return {
    enabled: (branding.data?.features ?? DEFAULT_FEATURES).social,
    loading: branding.isLoading,
  };
}
