import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useMyResults } from './team-api.ts';

/** /app/reports: the learner's own course statuses with scores, and their assessment results. */
export function MyResultsReport() {
  const { t, i18n } = useTranslation('teamAnalytics');
  const results = useMyResults();
  if (results.isPending) return <LoadingScreen />;
  if (results.isError) return <QueryFailure error={results.error} />;
  const date = (value: string | null) => (value ? formatDay(value.slice(0, 10), i18n.language) : '—');
  const { courses, assessments } = results.data;
  return (
    <>
      <TitledSection id="my-course-results" title={t('myResults.courses')}>
        {courses.length === 0 ? (
          <Text c="dimmed">{t('myResults.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-labelledby="my-course-results">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('myResults.course')}</Table.Th>
                  <Table.Th scope="col">{t('myResults.status')}</Table.Th>
                  <Table.Th scope="col">{t('myResults.score')}</Table.Th>
                  <Table.Th scope="col">{t('myResults.completedOn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {courses.map((course) => (
                  <Table.Tr key={course.courseId}>
                    <Table.Th scope="row">
                      <Link to={`/courses/${course.courseId}`}>{course.name}</Link>
                    </Table.Th>
                    <Table.Td>{t(`myResults.statuses.${course.status}`)}</Table.Td>
                    <Table.Td>{course.score}</Table.Td>
                    <Table.Td>{date(course.completionDate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </TitledSection>
      <TitledSection id="my-assessment-results" title={t('myResults.assessments')}>
        {assessments.length === 0 ? (
          <Text c="dimmed">{t('myResults.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped aria-labelledby="my-assessment-results">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('myResults.assessment')}</Table.Th>
                  <Table.Th scope="col">{t('myResults.course')}</Table.Th>
                  <Table.Th scope="col">{t('myResults.score')}</Table.Th>
                  <Table.Th scope="col">{t('myResults.attempts')}</Table.Th>
                  <Table.Th scope="col">{t('myResults.completedOn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {assessments.map((row) => (
                  <Table.Tr key={row.deckId}>
                    <Table.Th scope="row">{row.deckName}</Table.Th>
                    <Table.Td>{row.courseName}</Table.Td>
                    <Table.Td>{row.score}</Table.Td>
                    <Table.Td>{row.attempts}</Table.Td>
                    <Table.Td>{date(row.completionDate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </TitledSection>
    </>
  );
}
