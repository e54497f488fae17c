import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobileRotated } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/MessagePage.tsx';

/** The app packaged for phones (VITE_MOBILE_BUILD=true) is laid out for portrait only. */
export const isMobileBuild = () => import.meta.env.VITE_MOBILE_BUILD === 'true';

/** SPEC §9: landscape heights under 400 px are too small for the mobile layout. */
const SMALL_LANDSCAPE = '(orientation: landscape) and (max-height: 399px)';

/** SPEC §8: in the mobile build, a small landscape screen asks to turn the device to portrait. */
export function PortraitGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shortcuts');
  const smallLandscape = useMediaQuery(SMALL_LANDSCAPE) ?? false;
  if (!isMobileBuild() || !smallLandscape) return children;
  return (
    <MessagePage
      icon={<IconDeviceMobileRotated size={56} stroke={1.5} aria-hidden />}
      title={t('portrait.turn')}
    />
  );
}
