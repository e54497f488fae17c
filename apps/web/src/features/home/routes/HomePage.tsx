import { DEFAULT_FEATURES } from '@lp/shared/constants';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useBanners, useHomeFeed } from '../../discovery/api/discovery.ts';
import { BannerCarousel } from '../../discovery/components/BannerCarousel.tsx';
import { Carousel, carouselItems } from '../../discovery/components/Carousel.tsx';
import { HomeItemCard } from '../../discovery/components/HomeItemCard.tsx';
import { useTeamBranding } from '../../teams/api/get-team-branding.ts';

/** / : the signed-in home (SPEC §2 "Home"). */
export function HomePage() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const branding = useTeamBranding(user?.team);
  const bannersOn = (branding.data?.features ?? DEFAULT_FEATURES).banners;
  const feed = useHomeFeed();
  const banners = useBanners(bannersOn);

  let body = null;
  if (feed.isPending) body = <LoadingScreen />;
  else if (feed.isError) body = <QueryFailure error={feed.error} />;
  else {
    const { recentlyViewed, newlyAdded, tagCarousels, recommended } = feed.data;
    body = (
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="xl" miw={0}>
            {bannersOn && banners.data && <BannerCarousel banners={banners.data} />}
            <Carousel title={t('home.recentlyViewed')} items={recentlyViewed} />
            <Carousel title={t('home.newlyAdded')} items={newlyAdded} />
            {tagCarousels.map(({ tag, items }) => (
              <Carousel
                key={tag._id}
                title={tag.name}
                items={items}
                seeAll={`/tags/${encodeURIComponent(tag.name)}`}
              />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Stack gap="md" component="aside" aria-label={t('home.recommended')}>
            <Title order={2} size="h4">
              {t('home.recommended')}
            </Title>
            {recommended.length === 0 ? (
              <Text c="dimmed">{t('discovery.empty')}</Text>
            ) : (
              carouselItems(recommended).map((entry) => (
                <HomeItemCard key={`${entry.kind}-${entry.item._id}`} entry={entry} />
              ))
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('home.welcome', { name: user?.first_name ?? '' })}</Title>
      {body}
    </Stack>
  );
}
