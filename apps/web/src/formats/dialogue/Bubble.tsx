import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';

interface BubbleProps {
  text: string;
  /** The speaker; none for the learner's own replies, which sit on the right. */
  speaker?: { name: string; image?: string };
  youLabel: string;
}

/** One chat message: a speaker's on the left with their avatar, the learner's on the right. */
export function Bubble({ text, speaker, youLabel }: BubbleProps) {
  const mine = speaker === undefined;
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} align="flex-end" wrap="nowrap" gap="xs">
      {speaker && <Avatar src={speaker.image} alt="" name={speaker.name} radius="xl" size="md" />}
      <Stack gap={2} maw="80%" align={mine ? 'flex-end' : 'flex-start'}>
        <Text size="xs" c="dimmed">
          {mine ? youLabel : speaker.name}
        </Text>
        <Paper
          px="md"
          py="xs"
          radius="lg"
          bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
          c={mine ? 'var(--mantine-primary-color-contrast)' : undefined}
        >
          <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
        </Paper>
      </Stack>
    </Group>
  );
}
