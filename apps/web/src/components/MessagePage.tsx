import { Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MessagePageProps {
  icon?: ReactNode;
  title: string;
  message?: string;
  /** Buttons under the message. */
  actions?: ReactNode;
}

/** A centred full-page message: the frame shared by the error, not-found and not-authorized pages. */
export function MessagePage({ icon, title, message, actions }: MessagePageProps) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        {icon}
        <Title order={1} size="h2">
          {title}
        </Title>
        {message && <Text c="dimmed">{message}</Text>}
        {actions && (
          <Group justify="center" gap="sm">
            {actions}
          </Group>
        )}
      </Stack>
    </Center>
  );
}
