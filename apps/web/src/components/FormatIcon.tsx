import spriteUrl from 'virtual:format-icon-sprite';
import { formatIconOf } from '@lp/shared/formats/format-icons';
import type { SVGProps } from 'react';

interface FormatIconProps extends Omit<SVGProps<SVGSVGElement>, 'stroke'> {
  readerType: string;
  /** Width and height in px (24). */
  size?: number;
  /** Line width (2, as Tabler's icons). */
  stroke?: number;
}

/**
 * The Tabler icon of a reader type's format (format-icons.ts names it), drawn from the formats'
 * icon sprite (apps/web/format-icon-sprite.ts); a plain file icon for an unknown one.
 */
export function FormatIcon({
  readerType,
  size = 24,
  stroke = 2,
  color = 'currentColor',
  ...props
}: FormatIconProps) {
  const name = formatIconOf(readerType) ?? 'IconFile';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      data-icon={name}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
