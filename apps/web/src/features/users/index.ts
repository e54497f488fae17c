/** What sign-up and sign-in use of users: terms acceptance, username checks, team course enrolment. */
export { useAcceptTerms } from './api/accept-terms.ts';
export { type UsernameAvailability, useUsernameAvailability } from './api/check-username.ts';
export { enrollInTeamCourses } from './api/enroll-in-team-courses.ts';
/** The admin's users screen (search, edit, create and enrol, bulk import), for /builder/users and the admin panel. */
export { UsersAdminSection } from './components/UsersAdminSection.tsx';
