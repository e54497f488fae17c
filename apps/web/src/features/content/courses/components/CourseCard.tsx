import type { CourseCard as CourseCardData } from '@lp/shared/content/catalog';
import { ContentCard } from '../../../../components/ContentCard.tsx';
import { CourseStatus } from './CourseStatus.tsx';

/** A course in the library or a program: its access state or progress, and a link when it is open. */
export function CourseCard({ course }: { course: CourseCardData }) {
  const open = course.learner.access.state === 'open';
  const { progress } = course.learner;
  return (
    <ContentCard
      title={course.name}
      description={course.description}
      cover={{ _id: course._id, kind: 'course', image: course.image }}
      progress={
        progress.state === 'complete' ? 100 : progress.state === 'inProgress' ? progress.percentage : null
      }
      to={open ? `/courses/${course._id}` : null}
      footer={<CourseStatus learner={course.learner} />}
    />
  );
}
