import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { ProgressBar } from '../../../components/ProgressBar.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { MyResultsReport } from '../../analytics/index.ts';
import { progressLabel, useCourseLibrary } from '../../content/index.ts';
import { usePointsHistory } from '../api/gamification-api.ts';
import { PointsChart } from '../components/PointsChart.tsx';

function CoursesReport() {
  const { t } = useTranslation('gamification');
  const { t: tApp } = useTranslation();
  const library = useCourseLibrary();
  if (library.isPending) return <LoadingScreen />;
  if (library.isError) return <QueryFailure error={library.error} />;
  const courses = library.data.courses;
  return (
    <TitledSection id="report-courses-title" title={t('reports.courses')}>
      {courses.length === 0 ? (
        <Text c="dimmed">{t('reports.noCourses')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-labelledby="report-courses-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('reports.columns.course')}</Table.Th>
                <Table.Th scope="col">{t('reports.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('reports.columns.completion')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {courses.map((course) => {
                // SPEC §5: progress is capped at 100 and missing values count as 0.
                const percent = Math.min(
                  100,
                  Math.max(0, Math.round(course.learner.progress.percentage || 0)),
                );
                return (
                  <Table.Tr key={course._id}>
                    <Table.Th scope="row">
                      <Link to={`/courses/${course._id}`}>{course.name}</Link>
                    </Table.Th>
                    <Table.Td>{progressLabel(tApp, course.learner.progress)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <ProgressBar value={percent} w={120} label={course.name} />
                        <Text size="sm">{percent}%</Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TitledSection>
  );
}

function PointsReport() {
  const userId = useAuthStore((state) => state.user?._id);
  const history = usePointsHistory(userId);
  if (history.isPending) return <LoadingScreen />;
  if (history.isError) return <QueryFailure error={history.error} />;
  return <PointsChart days={history.data} />;
}

/** /app/reports: the learner's own progress report (SPEC §2 "progress reports"). */
export function ReportsPage() {
  const { t } = useTranslation('gamification');
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t('reports.title')}
      </Title>
      <CoursesReport />
      <MyResultsReport />
      <PointsReport />
    </Stack>
  );
}
