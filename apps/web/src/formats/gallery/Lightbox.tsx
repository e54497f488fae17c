import { ActionIcon, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface GalleryImage {
  image: string;
  alt: string;
  caption?: string;
}

interface LightboxProps {
  images: GalleryImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** One image at full size: arrow buttons or the arrow keys turn, Escape closes (focus stays inside). */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation('formatsReading');
  const current = index === null ? undefined : images[index];
  const position = (index ?? 0) + 1;
  const go = (step: number) => {
    if (index === null) return;
    onIndexChange((index + step + images.length) % images.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };

  return (
    <Modal
      opened={current !== undefined}
      onClose={onClose}
      size="xl"
      centered
      title={t('gallery.position', { position, total: images.length })}
      closeButtonProps={{ 'aria-label': t('gallery.close') }}
      onKeyDown={onKeyDown}
    >
      {current && (
        <Stack gap="sm">
          <Image src={current.image} alt={current.alt} mah="70vh" fit="contain" />
          {current.caption && <Text ta="center">{current.caption}</Text>}
          {images.length > 1 && (
            <Group justify="space-between">
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => go(-1)}
                aria-label={t('gallery.previous')}
              >
                <IconChevronLeft size={20} />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label={t('gallery.next')}>
                <IconChevronRight size={20} />
              </ActionIcon>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
