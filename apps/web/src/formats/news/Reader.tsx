import { newsContentSchema } from '@lp/shared/formats/reading';
import { Badge, Group, Image, Stack, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../kit/content/formatting.ts';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import { SafeHtml } from '../kit/reader/SafeHtml.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** News: a sanitized rich-text announcement with its date, source and picture. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t, i18n } = useTranslation();
  const { t: tr } = useTranslation('formatsReading');
  const news = useParsedContent(newsContentSchema, content);
  if (!news) return <EmptyContent />;
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Badge variant="light" leftSection={<IconNews size={14} />}>
          {t('reader.news')}
        </Badge>
        {news.publishedOn && (
          <Text size="sm" c="dimmed" component="time" dateTime={news.publishedOn}>
            {formatDay(news.publishedOn, i18n.language)}
          </Text>
        )}
        {news.source && (
          <Text size="sm" c="dimmed">
            {tr('news.source', { source: news.source })}
          </Text>
        )}
      </Group>
      {news.image && <Image src={news.image} alt="" radius="md" mah={360} fit="cover" />}
      <SafeHtml html={news.html} />
      <CompletionBar doneBefore={record?.completion === true} onComplete={() => onComplete({})} />
    </Stack>
  );
}
