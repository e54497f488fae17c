import type { UserSearchResult } from '@lp/shared/content/enrolment';
import { Anchor, Badge, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboard } from '../../api/get-dashboard.ts';
import { useUserEnrolments } from '../../api/search-users.ts';
import { studioPath } from '../../paths.ts';
import { displayName } from './UserName.tsx';

const ENROLLABLE = new Set(['course', 'exam', 'contest']);

/** The courses, exams and contests the builder sees, and whether the chosen user is enrolled in each. */
export function UserEnrolmentsDrawer({
  user,
  onClose,
}: {
  user: UserSearchResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('builder');
  const dashboard = useDashboard({});
  const courses = (dashboard.data?.items ?? []).filter((item) => ENROLLABLE.has(item.kind));
  const enrolments = useUserEnrolments(user, courses);
  const name = user ? displayName(user) : '';
  const enrolled = enrolments.flatMap((query) => (query.data?.enrolled ? [query.data.course] : []));
  const loading = dashboard.isLoading || enrolments.some((query) => query.isLoading);

  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      title={t('users.enrolmentsOf', { name })}
    >
      {loading && <Loader aria-label={t('common.loading')} />}
      {!loading && enrolled.length === 0 && <Text c="dimmed">{t('users.noEnrolments')}</Text>}
      <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
        {enrolled.map((course) => (
          <Group key={course._id} component="li" justify="space-between">
            <Anchor
              component={Link}
              to={studioPath({ kind: course.kind as 'course', _id: course._id }, 'launch')}
            >
              {course.name}
            </Anchor>
            <Badge variant="outline">{t(`kinds.${course.kind as 'course'}`)}</Badge>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="md">
        {t('users.enrolmentsScope')}
      </Text>
    </Drawer>
  );
}
