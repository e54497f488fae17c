import type { BuilderProgram } from '@lp/shared/builder';
import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseAnalytics } from '../course/CourseAnalytics.tsx';

/** A program's analytics: the ten tabs of one of its courses, chosen from the program's order. */
export function ProgramAnalytics({ program }: { program: BuilderProgram }) {
  const { t } = useTranslation('builder');
  const courses = [...program.courses].sort((a, b) => a.position - b.position);
  const [courseId, setCourseId] = useState<string | null>(courses[0]?._id ?? null);
  if (courses.length === 0) return <Text c="dimmed">{t('program.noCourses')}</Text>;
  return (
    <Stack>
      <Select
        label={t('program.analyticsOf')}
        maw={420}
        data={courses.map((c) => ({ value: c._id, label: c.name }))}
        value={courseId}
        allowDeselect={false}
        onChange={setCourseId}
      />
      {courseId && <CourseAnalytics key={courseId} course={{ _id: courseId }} />}
    </Stack>
  );
}
