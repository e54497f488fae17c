import { infographicContentSchema } from '@lp/shared/formats/reading';
import { Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyContent } from '../article/kit/EmptyContent.tsx';
import { useParsedContent } from '../article/kit/parsed-content.ts';
import type { ReaderProps } from '../reader-props.ts';
import { CompletionBar } from '../shared/CompletionBar.tsx';

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
