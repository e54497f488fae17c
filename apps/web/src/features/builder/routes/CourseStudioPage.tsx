import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useCourseAdmin } from '../api/get-course-admin.ts';
import { CourseActions } from '../components/course/CourseActions.tsx';
import { CourseAnalytics } from '../components/course/CourseAnalytics.tsx';
import { CourseContent } from '../components/course/CourseContent.tsx';
import { CourseHeader } from '../components/course/CourseHeader.tsx';
import { CourseSettingsForm } from '../components/course/CourseSettingsForm.tsx';
import { LaunchSection } from '../components/course/LaunchSection.tsx';
import { COURSE_SECTIONS, type CourseSection } from '../paths.ts';

const isSection = (value: string | undefined): value is CourseSection =>
  (COURSE_SECTIONS as readonly string[]).includes(value ?? '');

/** /builder/courses/{id}/{section} and /builder/contests/{id}/{section}: one course, exam or contest. */
export function CourseStudioPage() {
  const { t } = useTranslation('builder');
  const { id = '', section } = useParams();
  const course = useCourseAdmin(id);

  if (!isSection(section)) return <NotFoundPage />;
  if (course.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (course.isError) return <QueryFailure error={course.error} />;
  if (!course.data) return null;

  return (
    <>
      <CourseHeader course={course.data} section={section} />
      {section === 'settings' && (
        <>
          <CourseSettingsForm key={course.data.updatedAt} course={course.data} />
          <CourseActions course={course.data} />
        </>
      )}
      {section === 'content' && <CourseContent course={course.data} />}
      {section === 'launch' && <LaunchSection course={course.data} />}
      {section === 'analytics' && <CourseAnalytics course={course.data} />}
    </>
  );
}
