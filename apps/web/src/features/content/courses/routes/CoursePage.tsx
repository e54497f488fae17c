import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { usePreview, withPreview } from '../../../../lib/preview.ts';
import { useCourse } from '../api/get-course.ts';
import { useCourseProgress } from '../api/get-course-progress.ts';
import { CourseAbout } from '../components/CourseAbout.tsx';
import { CourseHeader } from '../components/CourseHeader.tsx';
import { CourseLayout } from '../components/CourseLayout.tsx';
import { CourseOutline } from '../components/CourseOutline.tsx';
import { CourseProgressPanel } from '../components/CourseProgressPanel.tsx';
import { accessLabel } from '../components/CourseStatus.tsx';
import { deckStatuses, resumeDeck } from '../deck-locks.ts';

type Mode = 'course' | 'explore';

/** /courses/{courseId}, /c/{courseIdentifier}, /explore/{courseId} and /e/{courseIdentifier}. */
function CourseView({ mode }: { mode: Mode }) {
  const { t, i18n } = useTranslation();
  const { courseId, courseIdentifier } = useParams();
  const preview = usePreview();
  const userId = useAuthStore((state) => state.user?._id);
  const courseQuery = useCourse(courseId ?? courseIdentifier ?? '');
  const course = courseQuery.data;
  const progressQuery = useCourseProgress(mode === 'course' ? course?._id : undefined, userId);
  const progress = progressQuery.data;

  // Deck marks and Resume need the learner's records: wait for them rather than show a wrong state.
  if (courseQuery.isPending || (mode === 'course' && course && progressQuery.isPending))
    return <LoadingScreen />;
  if (courseQuery.isError || !course) return <QueryFailure error={courseQuery.error} />;

  const blocked = accessLabel(t, course.learner.access, i18n.language);
  const statuses = deckStatuses(course, progress?.decks ?? {}, blocked === null);
  const path = (deckId: string) => withPreview(`/courses/${course._id}/decks/${deckId}`, preview);
  const resume = resumeDeck(statuses, progress?.course?.lastPosition);
  const percentage = progress?.course?.viewedPercentage ?? course.learner.progress.percentage;
  const explore = mode === 'explore';

  const header = (
    <Stack gap="sm">
      <CourseHeader
        course={course}
        percentage={percentage}
        resumeTo={resume ? path(resume._id) : null}
        started={course.learner.progress.state !== 'notStarted' || Boolean(progress?.course)}
        preview={preview}
        exploreStartTo={explore && !blocked ? withPreview(`/courses/${course._id}`, preview) : undefined}
      />
      {blocked && (
        <Alert color="gray" icon={<IconLock size={18} />} role="status">
          {blocked}
        </Alert>
      )}
    </Stack>
  );
  return (
    <CourseLayout
      header={header}
      content={<CourseOutline course={course} statuses={statuses} deckPath={explore ? null : path} />}
      progress={<CourseProgressPanel course={course} progress={progress} statuses={statuses} />}
      about={<CourseAbout course={course} />}
    />
  );
}

/** The course view: progress, Resume, and the outline with each deck's state. */
export function CoursePage() {
  return <CourseView mode="course" />;
}

/** Course exploration: the outline to browse without starting the course. */
export function CourseExplorePage() {
  return <CourseView mode="explore" />;
}
