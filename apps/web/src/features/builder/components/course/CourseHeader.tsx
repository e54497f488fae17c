import type { BuilderCourse } from '@lp/shared/builder';
import { useTranslation } from 'react-i18next';
import { COURSE_SECTIONS } from '../../paths.ts';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import { StudioHeader } from '../shared/StudioHeader.tsx';

/** Name, kind, state, the learner preview and the section tabs of a course, exam or contest. */
export function CourseHeader({ course, section }: { course: BuilderCourse; section: string }) {
  const { t } = useTranslation('builder');
  return (
    <StudioHeader
      item={course}
      kindLabel={t(`kinds.${course.kind}`)}
      status={<StatusBadge status={course.launched ? 'launched' : 'draft'} />}
      back={course.kind === 'contest' ? { to: '/builder/contests', label: t('nav.contests') } : undefined}
      sections={COURSE_SECTIONS}
      section={section}
    />
  );
}
