import { DEFAULT_FEATURES } from '@lp/shared/constants';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { learnerNavFor } from '../../../lib/nav-items.ts';
import { HomeItemCard, LibraryPage, useBanners, useHomeFeed } from '../../content/index.ts';
import { useTeamBranding } from '../../teams/index.ts';
import { BannerCarousel } from '../components/BannerCarousel.tsx';
import { Carousel, carouselItems } from '../components/Carousel.tsx';
import { HomeHeader } from '../components/HomeHeader.tsx';
import { QuickLinks } from '../components/QuickLinks.tsx';

/**
 * / (SPEC §2): on a portrait device with the learning center on, the mobile home; with the learning
 * center on, the learning center (the home with carousels); otherwise the library.
 */
export function HomeRoute() {
  const user = useAuthStore((state) => state.user);
  const branding = useTeamBranding(user?.team);
  const portrait = useMediaQuery('(orientation: portrait)') ?? false;
  const features = branding.data?.features ?? DEFAULT_FEATURES;
  if (!features.learningCenter) return <LibraryPage />;
  return <HomePage variant={portrait ? 'mobile' : 'learningCenter'} />;
}

/** The signed-in home (SPEC §2 "Home"); the mobile variant stacks everything in one column. */
export function HomePage({ variant = 'learningCenter' }: { variant?: 'mobile' | 'learningCenter' }) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const branding = useTeamBranding(user?.team);
  const bannersOn = (branding.data?.features ?? DEFAULT_FEATURES).banners;
  const feed = useHomeFeed();
  const banners = useBanners(bannersOn);
  const mobile = variant === 'mobile';

  let body = null;
  if (feed.isPending) body = <LoadingScreen />;
  else if (feed.isError) body = <QueryFailure error={feed.error} />;
  else {
    const { recentlyViewed, newlyAdded, tagCarousels, recommended } = feed.data;
    const carousels = (
      <>
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
      </>
    );
    body = mobile ? (
      <Stack gap="lg" miw={0}>
        {bannersOn && banners.data && <BannerCarousel banners={banners.data} />}
        <QuickLinks
          items={learnerNavFor(user?.stage ?? 1, branding.data?.hiddenMenuItems, branding.data?.features)}
        />
        <Carousel title={t('home.recommended')} items={recommended} />
        {carousels}
      </Stack>
    ) : (
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="xl" miw={0}>
            {bannersOn && banners.data && <BannerCarousel banners={banners.data} />}
            {carousels}
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
      <HomeHeader features={branding.data?.features} compact={mobile} />
      {body}
    </Stack>
  );
}
