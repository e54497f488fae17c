import type { TeamBranding } from '@lp/shared/teams';
import { PointsBadge, SyncButton } from '../../features/progress/index.ts';
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
