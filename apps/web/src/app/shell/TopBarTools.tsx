import type { TeamBranding } from '@lp/shared/teams';
import { PointsBadge } from '../../features/progress/components/PointsBadge.tsx';
import { SyncButton } from '../../features/progress/components/SyncButton.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

interface TopBarToolsProps {
  branding: TeamBranding | undefined;
}

/** The top bar's tools: the learner's points, the sync button and the language menu. */
export function TopBarTools({ branding }: TopBarToolsProps) {
  return (
    <>
      <PointsBadge />
      <SyncButton />
      <LanguageMenu languages={branding?.languages} />
    </>
  );
}
