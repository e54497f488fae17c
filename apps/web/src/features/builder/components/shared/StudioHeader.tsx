import { Anchor, Badge, Button, Group, Tabs, Title } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

interface StudioHeaderProps {
  name: string;
  kindLabel: string;
  status: ReactNode;
  back: { to: string; label: string };
  /** The learner view in preview mode (nothing is recorded). */
  previewTo: string;
  sections: readonly string[];
  section: string;
  pathFor: (section: string) => string;
}

/** The top of every item screen: back link, name, kind, state, preview link and section tabs. */
export function StudioHeader({
  name,
  kindLabel,
  status,
  back,
  previewTo,
  sections,
  section,
  pathFor,
}: StudioHeaderProps) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  return (
    <>
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" my="md" gap="sm">
        <Group gap="sm" miw={0}>
          <Title order={1} size="h2">
            {name}
          </Title>
          <Badge variant="outline">{kindLabel}</Badge>
          {status}
        </Group>
        <Button
          component={Link}
          to={previewTo}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconEye size={18} aria-hidden />}
        >
          {t('studio.preview')}
        </Button>
      </Group>
      <Tabs value={section} onChange={(next) => next && navigate(pathFor(next))} mb="lg">
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
