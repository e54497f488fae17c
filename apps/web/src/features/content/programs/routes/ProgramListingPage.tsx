import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { usePrograms } from '../api/list-programs.ts';
import { ProgramCard } from '../components/ProgramCard.tsx';

/** /programs/listing: every program of the team. */
export function ProgramListingPage() {
  const { t } = useTranslation();
  const programsQuery = usePrograms();
  if (programsQuery.isPending) return <LoadingScreen />;
  if (programsQuery.isError) return <QueryFailure error={programsQuery.error} />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('programs.title')}
      </Title>
      {programsQuery.data.length === 0 ? (
        <Text c="dimmed">{t('programs.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {programsQuery.data.map((program) => (
            <ProgramCard key={program._id} program={program} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
