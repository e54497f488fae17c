import type { CourseDetail } from '@lp/shared/content/catalog';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ItemCover } from '../../../../components/ItemCover.tsx';
import { PreviewBadge } from '../../../../components/PreviewBadge.tsx';
import { ProgressBar } from '../../../../components/ProgressBar.tsx';

interface CourseHeaderProps {
  course: CourseDetail;
  percentage: number;
  /** Where Resume (or Start) goes; null when nothing can be played. */
  resumeTo: string | null;
  started: boolean;
  preview: boolean;
  /** Exploration shows the outline only, with a button to start the course. */
  exploreStartTo?: string;
}

/** The course's picture and title with its progress bar and percentage, and the Resume button. */
export function CourseHeader({
  course,
  percentage,
  resumeTo,
  started,
  preview,
  exploreStartTo,
}: CourseHeaderProps) {
  const { t } = useTranslation();
  const rounded = Math.round(percentage);
  return (
    <Stack gap="sm">
      {/* The same picture as the course's card, so the learner sees where they arrived. */}
      <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <ItemCover item={{ _id: course._id, kind: 'course', image: course.image }} height={140} />
      </Box>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1} size="h2">
          {course.name}
        </Title>
        {preview && <PreviewBadge />}
      </Group>
      {exploreStartTo ? (
        <Group>
          <Button component={Link} to={exploreStartTo} leftSection={<IconPlayerPlay size={18} />}>
            {t('courses.startCourse')}
          </Button>
        </Group>
      ) : (
        <>
          <Group gap="sm" wrap="nowrap">
            <ProgressBar value={rounded} flex={1} size="lg" label={t('courses.courseProgress')} />
            <Text fw={700} data-testid="course-percentage">
              {t('courses.percentage', { percentage: rounded })}
            </Text>
          </Group>
          {resumeTo && (
            <Group>
              <Button component={Link} to={resumeTo} leftSection={<IconPlayerPlay size={18} />}>
                {started ? t('courses.resume') : t('courses.start')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
