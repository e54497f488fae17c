import { Anchor, Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface BrandHomeLinkProps {
  /** The team's logo, shown before the name. */
  logo: string | null | undefined;
  to: string;
  /** The full name, as a tooltip when the shown one is shortened. */
  title?: string;
  children: ReactNode;
}

/** The top bar's logo and app name, leading to the frame's start page. */
export function BrandHomeLink({ logo, to, title, children }: BrandHomeLinkProps) {
  return (
    <>
      {logo && <Image src={logo} alt="" h={32} w="auto" fit="contain" />}
      <Anchor
        component={Link}
        to={to}
        c="bright"
        underline="never"
        fw={700}
        size="lg"
        truncate="end"
        title={title}
      >
        {children}
      </Anchor>
    </>
  );
}
