import { spotlightContentSchema } from '@lp/shared/formats/reading';
import { Avatar, Blockquote, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import { SafeHtml } from '../kit/reader/SafeHtml.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Spotlight: a featured person or product with a picture, a quote and their story. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const spotlight = useParsedContent(spotlightContentSchema, content);
  if (!spotlight) return <EmptyContent />;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p="xl" component="article">
        <Group gap="lg" wrap="wrap" align="center">
          <Avatar src={spotlight.image} alt={spotlight.name} size={120} radius={120} name={spotlight.name} />
          <Stack gap={4}>
            <Title order={2}>{spotlight.name}</Title>
            {spotlight.role && (
              <Text c="dimmed" size="lg">
                {spotlight.role}
              </Text>
            )}
          </Stack>
        </Group>
        <Blockquote mt="lg" icon={<IconQuote size={22} />} cite={`— ${spotlight.name}`}>
          {spotlight.quote}
        </Blockquote>
      </Card>
      {spotlight.html && <SafeHtml html={spotlight.html} />}
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
