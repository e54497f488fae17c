import { infographicContentSchema } from '@lp/shared/formats/reading';
import { Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Infographic: a tall image read top to bottom, and/or big stats with their labels. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const infographic = useParsedContent(infographicContentSchema, content);
  if (!infographic) return <EmptyContent />;
  return (
    <Stack gap="lg">
      {infographic.title && <Title order={2}>{infographic.title}</Title>}
      {infographic.image && (
        <Image src={infographic.image} alt={infographic.alt ?? ''} radius="md" w="100%" maw={720} mx="auto" />
      )}
      {infographic.sections.length > 0 && (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
          {infographic.sections.map((section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no ids; their order is fixed
            <Paper key={index} withBorder radius="md" p="lg" ta="center">
              <Text component="dt" fz={40} fw={800} c="var(--mantine-primary-color-light-color)" lh={1.1}>
                {section.stat}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {section.label}
              </Text>
              {section.description && (
                <Text component="dd" m={0} size="sm" c="dimmed">
                  {section.description}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
