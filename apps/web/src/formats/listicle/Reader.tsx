import { listicleContentSchema } from '@lp/shared/formats/reading';
import { Group, Image, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Listicle: numbered items, each with a title, a text and an optional picture. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const listicle = useParsedContent(listicleContentSchema, content);
  if (!listicle) return <EmptyContent />;
  return (
    <Stack gap="lg">
      {listicle.intro && <Text size="lg">{listicle.intro}</Text>}
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {listicle.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's number
          <Paper component="li" key={index} withBorder radius="md" p="md">
            <Group align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                <Text fw={700}>{index + 1}</Text>
              </ThemeIcon>
              <Stack gap="xs" flex={1}>
                <Title order={2} size="h4">
                  {item.title}
                </Title>
                {item.image && <Image src={item.image} alt="" radius="sm" mah={320} fit="cover" />}
                {item.text && <Text style={{ whiteSpace: 'pre-line' }}>{item.text}</Text>}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
