import { galleryContentSchema } from '@lp/shared/formats/reading';
import { Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';
import { Lightbox } from './Lightbox.tsx';

/** Gallery: captioned thumbnails; one opens in a lightbox turned with the arrows or the arrow keys. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsReading');
  const gallery = useParsedContent(galleryContentSchema, content);
  const [open, setOpen] = useState<number | null>(null);
  if (!gallery) return <EmptyContent />;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {gallery.images.map((image, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; position is identity
          <figure key={index} style={{ margin: 0 }}>
            <UnstyledButton
              onClick={() => setOpen(index)}
              aria-label={t('gallery.open', { alt: image.alt })}
              w="100%"
              style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            >
              <Image src={image.image} alt={image.alt} h={160} fit="cover" />
            </UnstyledButton>
            {image.caption && (
              <Text component="figcaption" size="sm" c="dimmed" mt={4}>
                {image.caption}
              </Text>
            )}
          </figure>
        ))}
      </SimpleGrid>
      <Lightbox images={gallery.images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
