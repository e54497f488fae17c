import { articleContentSchema } from '@lp/shared/formats/reading';
import { Image, Stack } from '@mantine/core';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import { SafeHtml } from '../kit/reader/SafeHtml.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';
import { VideoEmbed } from './VideoEmbed.tsx';

/** Article: a cover image, sanitized rich text with images, video embeds; completed with "Mark as complete". */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const article = useParsedContent(articleContentSchema, content);
  if (!article) return <EmptyContent />;
  return (
    <Stack gap="lg">
      {article.coverImage && <Image src={article.coverImage} alt="" radius="md" mah={360} fit="cover" />}
      <SafeHtml html={article.html} />
      {article.embeds?.map((embed) => (
        <VideoEmbed key={embed.url} url={embed.url} title={embed.title} />
      ))}
      <CompletionBar doneBefore={record?.completion === true} onComplete={() => onComplete({})} />
    </Stack>
  );
}
