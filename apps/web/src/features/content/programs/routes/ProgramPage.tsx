import { Badge, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { CourseCard } from '../../courses/index.ts';
import { useProgram } from '../api/get-program.ts';

/** A program: its description and its courses in order, each with access state and progress. */
function ProgramView() {
  const { t } = useTranslation();
  const { programId = '' } = useParams();
  const programQuery = useProgram(programId);
  const program = programQuery.data;
  if (programQuery.isPending) return <LoadingScreen />;
  if (programQuery.isError || !program) return <QueryFailure error={programQuery.error} />;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={1} size="h2">
            {program.name}
          </Title>
          {program.sequential && (
            <Badge variant="light" tt="none">
              {t('programs.sequential')}
            </Badge>
          )}
        </Group>
        {program.description && <Text c="dimmed">{program.description}</Text>}
      </Stack>
      {program.courses.length === 0 ? (
        <Text c="dimmed">{t('programs.noCourses')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {program.courses.map((course) => (
            <CourseCard key={course._id} course={course} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** /programs/{programId}, inside the app's shell. */
export function ProgramPage() {
  return <ProgramView />;
}

/** /programs/{programId}/isolated: the program alone, without the shell (for embedding). */
export function IsolatedProgramPage() {
  return (
    <Container size="lg" py="md">
      <ProgramView />
    </Container>
  );
}
