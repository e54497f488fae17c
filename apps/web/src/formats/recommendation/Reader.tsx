import { type RecommendationContent, recommendationContentSchema } from '@lp/shared/formats/reading';
import { Badge, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

type Recommended = RecommendationContent['items'][number];

/** Where a recommended item opens: a course by its identifier, or an article in its own format. */
export function linkOf(item: Recommended): string {
  const identifier = encodeURIComponent(item.identifier);
  if (item.kind === 'course') return `/c/${identifier}`;
  return `/content/${encodeURIComponent(item.readerType ?? 'article')}/${identifier}`;
}

/** Recommendation: a curated list of other courses and articles, each a card that opens it. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsReading');
  const recommendation = useParsedContent(recommendationContentSchema, content);
  if (!recommendation) return <EmptyContent />;
  return (
    <Stack gap="lg">
      {recommendation.intro && <Text size="lg">{recommendation.intro}</Text>}
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
        {recommendation.items.map((item) => (
          <li key={`${item.kind}:${item.identifier}`}>
            <Card component={Link} to={linkOf(item)} withBorder radius="md" h="100%">
              {item.image && (
                <Card.Section>
                  <Image src={item.image} alt="" h={140} fit="cover" />
                </Card.Section>
              )}
              <Stack gap={6} mt={item.image ? 'sm' : 0}>
                <Badge variant="light" w="fit-content">
                  {t(item.kind === 'course' ? 'recommendation.course' : 'recommendation.article')}
                </Badge>
                <Title order={2} size="h5">
                  {item.title}
                </Title>
                {item.description && (
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {item.description}
                  </Text>
                )}
              </Stack>
            </Card>
          </li>
        ))}
      </SimpleGrid>
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
