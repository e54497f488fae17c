import type { Banner } from '@lp/shared/banners';
import { LIMITS } from '@lp/shared/constants';
import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §2: the home's ads, one at a time, the next every 5 s; "No Ads available" when none. */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % banners.length),
      LIMITS.bannerRotationMs,
    );
    return () => window.clearInterval(timer);
  }, [banners.length]);

  if (banners.length === 0) {
    return (
      <Card withBorder radius="md" padding="lg" aria-label={t('home.banners')} component="section">
        <Text c="dimmed">{t('home.noAds')}</Text>
      </Card>
    );
  }
  const banner = banners[index % banners.length] as Banner;
  return (
    <Card withBorder radius="md" padding="lg" aria-label={t('home.banners')} component="section">
      <Group wrap="nowrap" align="center">
        {banner.image && <Image src={banner.image} alt="" h={100} w={160} fit="cover" radius="sm" />}
        <Stack gap={4} style={{ flex: 1 }}>
          <Title order={2} size="h4">
            {banner.name}
          </Title>
          {banner.description && <Text size="sm">{banner.description}</Text>}
        </Stack>
        {banner.link && (
          <Button component="a" href={banner.link} target="_blank" rel="noopener noreferrer">
            {banner.button_text || t('home.open')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
