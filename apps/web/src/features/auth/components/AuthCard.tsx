import { Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandHeader } from './BrandHeader.tsx';

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The centred card of the signed-out screens: brand, screen title, then the form. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w={440} maw="100%">
        <Stack gap="lg">
          <BrandHeader subtitle={title} />
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
