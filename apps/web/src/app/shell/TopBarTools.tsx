import type { TeamBranding } from '@lp/shared/teams';
import { Box } from '@mantine/core';
import { PointsBadge, SyncButton } from '../../features/progress/index.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

interface TopBarToolsProps {
  branding: TeamBranding | undefined;
  /** Phones: no sync button (the user menu has it) and the language as an icon. */
  compact?: boolean;
}

/** The top bar's tools: the learner's points, the sync button and the language menu. */
export function TopBarTools({ branding, compact = false }: TopBarToolsProps) {
  return (
    <>
      <Box style={{ flexShrink: 0 }}>
        <PointsBadge />
      </Box>
      {!compact && <SyncButton />}
      <LanguageMenu languages={branding?.languages} compact={compact} />
    </>
  );
}
