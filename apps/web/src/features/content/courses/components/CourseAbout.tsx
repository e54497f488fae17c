import type { CourseDetail } from '@lp/shared/content/catalog';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the course is: its description and whether it must be taken in order. */
export function CourseAbout({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('courses.tabs.about')}
        </Title>
        {course.description && <Text>{course.description}</Text>}
        <Group gap="xs">
          {course.settings.sequential && (
            <Badge variant="light" tt="none">
              {t('courses.sequential')}
            </Badge>
          )}
          {course.tags.map((tag) => (
            <Badge key={tag._id} variant="outline" color="gray" tt="none">
              {tag.name}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
