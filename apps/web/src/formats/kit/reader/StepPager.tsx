import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronLeft, IconChevronRight, IconChevronUp } from '@tabler/icons-react';

interface StepPagerProps {
  index: number;
  /** The index of the last step. */
  last: number;
  onGo: (index: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** Where the learner is, e.g. "2 / 5". */
  position: string;
  /** Steps that follow each other downwards (reels) rather than sideways (stories). */
  vertical?: boolean;
}

/** Previous and next buttons around the learner's position in a sequence of slides or clips. */
export function StepPager({
  index,
  last,
  onGo,
  previousLabel,
  nextLabel,
  position,
  vertical,
}: StepPagerProps) {
  const Previous = vertical ? IconChevronUp : IconChevronLeft;
  const Next = vertical ? IconChevronDown : IconChevronRight;
  return (
    <Group justify="space-between">
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onGo(index - 1)}
        disabled={index === 0}
        aria-label={previousLabel}
      >
        <Previous size={20} />
      </ActionIcon>
      <Text size="sm" c="dimmed">
        {position}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onGo(index + 1)}
        disabled={index === last}
        aria-label={nextLabel}
      >
        <Next size={20} />
      </ActionIcon>
    </Group>
  );
}
