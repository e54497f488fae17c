import { Progress, type ProgressProps } from '@mantine/core';

type ProgressBarProps = Omit<ProgressProps, 'aria-label' | 'aria-valuenow' | 'aria-valuetext'> & {
  /** The accessible name of the bar. */
  label: string;
};

/**
 * A percentage bar. Mantine puts role="progressbar" with aria-valuenow and aria-valuetext on the
 * bar's section itself; ARIA value attributes on the root (which has no role) fail axe, so this
 * component takes only a name and never passes them there.
 */
export function ProgressBar({ label, ...props }: ProgressBarProps) {
  return <Progress {...props} aria-label={label} />;
}
