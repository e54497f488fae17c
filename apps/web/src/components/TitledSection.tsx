import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A part of a screen under its own heading, which names it for screen readers. */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
