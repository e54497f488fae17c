import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../../../components/ContentCard.tsx';
import type { ProgramCard as ProgramCardData } from '../api/list-programs.ts';

/** A program in the library: its number of courses, leading to the program page. */
export function ProgramCard({ program }: { program: ProgramCardData }) {
  const { t } = useTranslation();
  return (
    <ContentCard
      title={program.name}
      description={program.description}
      cover={{ _id: program._id, kind: 'program', image: program.image }}
      to={`/programs/${program._id}`}
      footer={
        <Text size="sm" c="dimmed">
          {t('programs.courseCount', { count: program.courseCount })}
        </Text>
      }
    />
  );
}
