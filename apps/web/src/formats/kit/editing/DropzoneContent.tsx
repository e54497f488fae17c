import { Group, Stack, Text } from '@mantine/core';
import { type Icon, IconUpload, IconX } from '@tabler/icons-react';
import { Dropzone } from '../../../components/Dropzone.tsx';

interface DropzoneContentProps {
  /** The icon while nothing is dragged over the zone. */
  idleIcon: Icon;
  title: string;
  /** What may be dropped (types, size limit). */
  hint: string;
  /** The smaller zone of an editor, rather than a learner's upload. */
  compact?: boolean;
}

/** The inside of a drop zone: an icon that follows the drag (accepted, refused, idle), a title and a hint. */
export function DropzoneContent({ idleIcon: IdleIcon, title, hint, compact = false }: DropzoneContentProps) {
  const iconSize = compact ? 40 : 44;
  return (
    <Group justify="center" gap="lg" mih={compact ? 110 : 140} style={{ pointerEvents: 'none' }}>
      <Dropzone.Accept>
        <IconUpload size={iconSize} aria-hidden />
      </Dropzone.Accept>
      <Dropzone.Reject>
        <IconX size={iconSize} aria-hidden />
      </Dropzone.Reject>
      <Dropzone.Idle>
        <IdleIcon size={iconSize} aria-hidden />
      </Dropzone.Idle>
      <Stack gap={4}>
        <Text size="lg">{title}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Group>
  );
}
