import { productFaqContentSchema } from '@lp/shared/formats/commerce';
import { Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { FaqAccordion } from '../kit/faq/FaqAccordion.tsx';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Product FAQ: the product, then its questions, searchable, each opening to its answer. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsReading');
  const faq = useParsedContent(productFaqContentSchema, content);
  const [search, setSearch] = useState('');
  if (!faq) return <EmptyContent />;
  const needle = search.trim().toLocaleLowerCase();
  const shown = faq.items.filter(
    (item) =>
      needle === '' ||
      item.question.toLocaleLowerCase().includes(needle) ||
      item.answer.toLocaleLowerCase().includes(needle),
  );
  return (
    <Stack gap="lg">
      {(faq.productName || faq.image) && (
        <Group gap="md">
          {faq.image && <Image src={faq.image} alt="" w={72} h={72} radius="md" fit="cover" />}
          {faq.productName && <Title order={2}>{faq.productName}</Title>}
        </Group>
      )}
      <TextInput
        aria-label={t('productfaq.search')}
        placeholder={t('productfaq.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">{t('productfaq.noMatch')}</Text>
      ) : (
        <FaqAccordion items={shown} />
      )}
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
