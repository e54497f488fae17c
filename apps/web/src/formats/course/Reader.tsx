import { courseContentSchema } from '@lp/shared/formats/reading';
import { Button, Card, Image, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Course: a card for another course; opening it completes this one (the learner followed the pointer). */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsReading');
  const { t: tc } = useTranslation();
  const course = useParsedContent(courseContentSchema, content);
  if (!course) return <EmptyContent />;
  return (
    <Card withBorder radius="lg" p="lg" maw={560} component="article">
      {course.image && (
        <Card.Section>
          <Image src={course.image} alt="" h={200} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="sm" mt={course.image ? 'md' : 0}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          <IconSchool size={14} style={{ verticalAlign: '-2px' }} aria-hidden /> {t('course.label')}
        </Text>
        <Title order={2} size="h3">
          {course.title}
        </Title>
        {course.description && <Text style={{ whiteSpace: 'pre-line' }}>{course.description}</Text>}
        {record?.completion && (
          <Text size="sm" c="dimmed">
            {tc('reader.doneBefore')}
          </Text>
        )}
        <Button
          component={Link}
          to={`/c/${encodeURIComponent(course.identifier)}`}
          rightSection={<IconArrowRight size={18} />}
          onClick={() => void onComplete({ viewedPercentage: 100 })}
          w="fit-content"
        >
          {t('course.open')}
        </Button>
      </Stack>
    </Card>
  );
}
