import { Badge, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useCountUp } from '../../../lib/use-count-up.ts';
import { useLearnerSessions } from '../api/get-learner-sessions.ts';

/** The learner's points: from activity/{me}/sessions, then from every push's learner state. */
export function PointsBadge() {
  const { t } = useTranslation();
  const userId = useAuthStore((state) => state.user?._id);
  const { data } = useLearnerSessions(userId);
  // New points count up on screen; screen readers get the new total at once.
  const shown = useCountUp(data?.points) ?? 0;
  if (!data) return null;
  const label = t('points.count', { count: data.points });
  // Narrow top bars show the number only; the label names it for screen readers.
  return (
    <Badge
      variant="light"
      size="lg"
      leftSection={<IconStarFilled size={14} aria-hidden />}
      tt="none"
      data-testid="learner-points"
      aria-label={label}
    >
      <Text span inherit visibleFrom="sm">
        {t('points.count', { count: shown })}
      </Text>
      <Text span inherit hiddenFrom="sm">
        {shown}
      </Text>
    </Badge>
  );
}
