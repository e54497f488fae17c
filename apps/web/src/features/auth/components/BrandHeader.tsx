import { Image, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicTeam } from '../../teams/index.ts';

interface BrandHeaderProps {
  /** The screen's own title under the brand. */
  subtitle: string;
}

/** The team's logo and title (else the product name) above a signed-out screen. */
export function BrandHeader({ subtitle }: BrandHeaderProps) {
  const { t } = useTranslation();
  const { branding } = usePublicTeam();
  const title = branding?.title || t('app.name');

  return (
    <Stack gap="xs" align="center" ta="center">
      {branding?.logo && <Image src={branding.logo} alt={title} h={64} w="auto" fit="contain" />}
      <Title order={1} size="h2">
        {title}
      </Title>
      <Title order={2} size="h5" fw={500} c="dimmed">
        {subtitle}
      </Title>
    </Stack>
  );
}
