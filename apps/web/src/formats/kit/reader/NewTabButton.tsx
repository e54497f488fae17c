import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEventHandler, ReactNode } from 'react';

interface NewTabButtonProps extends ButtonProps {
  href: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-label'?: string;
  children: ReactNode;
}

/** A link styled as a button that opens another site in a new tab, which cannot reach back into this one. */
export function NewTabButton({ href, children, ...props }: NewTabButtonProps) {
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </Button>
  );
}
