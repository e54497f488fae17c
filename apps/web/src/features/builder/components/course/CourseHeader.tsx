import type { BuilderCourse } from '@lp/shared/builder';
import { useTranslation } from 'react-i18next';
import { COURSE_SECTIONS, previewPath, studioPath } from '../../paths.ts';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import { StudioHeader } from '../shared/StudioHeader.tsx';

/** Name, kind, state, the learner preview and the section tabs of a course, exam or contest. */
export function CourseHeader({ course, section }: { course: BuilderCourse; section: string }) {
  const { t } = useTranslation('builder');
  const item = { kind: course.kind, _id: course._id };
  const contest = course.kind === 'contest';
  return (
    <StudioHeader
      name={course.name}
      kindLabel={t(`kinds.${course.kind}`)}
      status={<StatusBadge status={course.launched ? 'launched' : 'draft'} />}
      back={{
        to: contest ? '/builder/contests' : '/builder',
        label: contest ? t('nav.contests') : t('nav.dashboard'),
      }}
      previewTo={previewPath({ ...item, identifier: course.identifier })}
      sections={COURSE_SECTIONS}
      section={section}
      pathFor={(next) => studioPath(item, next)}
    />
  );
}
