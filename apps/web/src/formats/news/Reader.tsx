import { Badge, Stack } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReaderProps } from '../reader-props.ts';
import { CompletionBar } from '../shared/CompletionBar.tsx';
import { SafeHtml } from '../shared/SafeHtml.tsx';

/** News: a sanitized rich-text announcement, marked as news. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation();
  const html = typeof content.html === 'string' ? content.html : '';
  return (
    <Stack gap="lg">
      <Badge variant="light" leftSection={<IconNews size={14} />} w="fit-content">
        {t('reader.news')}
      </Badge>
      <SafeHtml html={html} />
      <CompletionBar doneBefore={record?.completion === true} onComplete={() => onComplete({})} />
    </Stack>
  );
}
