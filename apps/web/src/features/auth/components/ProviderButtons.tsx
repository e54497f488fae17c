import type { FeatureFlags } from '@lp/shared/constants';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBuilding, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { oidcStartUrl, useOidcProviders } from '../api/get-oidc-providers.ts';

interface ProviderButtonsProps {
  team: string;
  features: FeatureFlags;
  disabled: boolean;
  /** Draws an "or" line above the buttons (another method comes first). */
  separated: boolean;
}

/** Company single sign-on and social sign-in: one button per provider, each a full-page navigation. */
export function ProviderButtons({ team, features, disabled, separated }: ProviderButtonsProps) {
  const { t } = useTranslation();
  const redirectPath = useAuthStore((state) => state.redirectPath) ?? '/';
  // The server lists only the providers whose method the team has on.
  const shown = useOidcProviders(team, features.ssoLogin || features.socialLogin).data ?? [];
  if (shown.length === 0) return null;

  return (
    <Stack gap="xs">
      {separated && <Divider label={t('auth.login.or')} />}
      {shown.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={disabled ? undefined : oidcStartUrl(team, provider.id, redirectPath)}
          disabled={disabled}
          variant="default"
          fullWidth
          leftSection={provider.kind === 'sso' ? <IconBuilding size={18} /> : <IconWorld size={18} />}
        >
          {t('auth.login.continueWith', { name: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
