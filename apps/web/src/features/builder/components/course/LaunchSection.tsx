import type { BuilderCourse } from '@lp/shared/builder';
import { Stack } from '@mantine/core';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { AddLearnersPanel } from '../enrolment/AddLearnersPanel.tsx';
import { LearnersTable } from '../enrolment/LearnersTable.tsx';
import { RulesPanel } from '../enrolment/RulesPanel.tsx';
import { LaunchPanel } from './LaunchPanel.tsx';

/** The launch section: launch state, then who is enrolled and how (SPEC §2 launch/enrolment). */
export function LaunchSection({ course }: { course: BuilderCourse }) {
  const { readOnly } = useBuilderAccess();
  return (
    <Stack>
      <LaunchPanel course={course} />
      {!readOnly && <AddLearnersPanel courseId={course._id} />}
      <RulesPanel courseId={course._id} readOnly={readOnly} />
      <LearnersTable courseId={course._id} readOnly={readOnly} />
    </Stack>
  );
}
