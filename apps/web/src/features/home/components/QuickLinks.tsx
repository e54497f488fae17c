import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavItem } from '../../../lib/nav-items.ts';
import classes from './QuickLinks.module.css';

/** The mobile home's tiles: the learner menu as large touch targets (home itself left out). */
export function QuickLinks({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const tiles = items.filter((item) => item.path !== '/');
  return (
    <SimpleGrid cols={3} spacing="sm" component="nav" aria-label={t('home.quickLinks')}>
      {tiles.map(({ path, label, icon: Icon }) => (
        <UnstyledButton key={path} component={Link} to={path} className={classes.tile}>
          <Icon size={28} aria-hidden />
          <Text size="sm" ta="center">
            {t(`nav.${label}`)}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
