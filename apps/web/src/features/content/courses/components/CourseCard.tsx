import type { CourseCard as CourseCardData } from '@lp/shared/content/catalog';
import { ContentCard } from '../../../../components/ContentCard.tsx';
import { CourseStatus } from './CourseStatus.tsx';

/** A course in the library or a program: its access state or progress, and a link when it is open. */
export function CourseCard({ course }: { course: CourseCardData }) {
  const open = course.learner.access.state === 'open';
  return (
    <ContentCard
      title={course.name}
      description={course.description}
      image={course.image}
      to={open ? `/courses/${course._id}` : null}
      footer={<CourseStatus learner={course.learner} />}
    />
  );
}
