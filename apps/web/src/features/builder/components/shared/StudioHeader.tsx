import { Anchor, Badge, Button, Group, Tabs, Title } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { previewPath, studioPath } from '../../paths.ts';

interface StudioHeaderProps {
  /** The program, course, exam, contest or article the screen shows. */
  item: Parameters<typeof previewPath>[0] & { name: string };
  kindLabel: string;
  status: ReactNode;
  /** The dashboard unless said otherwise. */
  back?: { to: string; label: string };
  sections: readonly string[];
  section: string;
}

/** The top of every item screen: back link, name, kind, state, preview link and section tabs. */
export function StudioHeader({ item, kindLabel, status, back, sections, section }: StudioHeaderProps) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const backTo = back ?? { to: '/builder', label: t('nav.dashboard') };
  return (
    <>
      <Anchor component={Link} to={backTo.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {backTo.label}
        </Group>
      </Anchor>
      <Group justify="space-between" my="md" gap="sm">
        <Group gap="sm" miw={0}>
          <Title order={1} size="h2">
            {item.name}
          </Title>
          <Badge variant="outline" color="dark">
            {kindLabel}
          </Badge>
          {status}
        </Group>
        <Button
          component={Link}
          to={previewPath(item)}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconEye size={18} aria-hidden />}
        >
          {t('studio.preview')}
        </Button>
      </Group>
      <Tabs value={section} onChange={(next) => next && navigate(studioPath(item, next))} mb="lg">
        <Tabs.List>
          {sections.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`sections.${value as 'settings'}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}
