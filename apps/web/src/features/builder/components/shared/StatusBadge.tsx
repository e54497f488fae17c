import type { ContentStatus } from '@lp/shared/builder';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ContentStatus, string> = { draft: 'gray', launched: 'green', published: 'blue' };

/** Draft, launched (courses, exams, contests) or published (programs, articles). */
export function StatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation('builder');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
