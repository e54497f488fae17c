import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** The sync button's tooltip (Mantine's Tooltip with floating-ui), loaded when the button is first pointed at or focused. */
export function SyncTooltip({
  label,
  defaultOpened,
  children,
}: {
  label: string;
  defaultOpened: boolean;
  children: ReactElement;
}) {
  return (
    <Tooltip label={label} defaultOpened={defaultOpened}>
      {children}
    </Tooltip>
  );
}
