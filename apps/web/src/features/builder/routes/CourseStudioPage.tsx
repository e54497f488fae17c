import { useParams } from 'react-router';
import { useCourseAdmin } from '../api/get-course-admin.ts';
import { CourseActions } from '../components/course/CourseActions.tsx';
import { CourseAnalytics } from '../components/course/CourseAnalytics.tsx';
import { CourseContent } from '../components/course/CourseContent.tsx';
import { CourseHeader } from '../components/course/CourseHeader.tsx';
import { CourseSettingsForm } from '../components/course/CourseSettingsForm.tsx';
import { LaunchSection } from '../components/course/LaunchSection.tsx';
import { StudioScreen } from '../components/shared/StudioScreen.tsx';
import { COURSE_SECTIONS } from '../paths.ts';

/** /builder/courses/{id}/{section} and /builder/contests/{id}/{section}: one course, exam or contest. */
export function CourseStudioPage() {
  const { id = '' } = useParams();
  const courseQuery = useCourseAdmin(id);
  return (
    <StudioScreen query={courseQuery} sections={COURSE_SECTIONS}>
      {(course, section) => (
        <>
          <CourseHeader course={course} section={section} />
          {section === 'settings' && (
            <>
              <CourseSettingsForm key={course.updatedAt} course={course} />
              <CourseActions course={course} />
            </>
          )}
          {section === 'content' && <CourseContent course={course} />}
          {section === 'launch' && <LaunchSection course={course} />}
          {section === 'analytics' && <CourseAnalytics course={course} />}
        </>
      )}
    </StudioScreen>
  );
}
