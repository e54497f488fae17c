import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './StatusBadge.tsx';

interface PublishPanelProps {
  published: boolean;
  readOnly: boolean;
  loading: boolean;
  onChange: (published: boolean) => void;
  /** Duplicate, delete and the like. */
  extraActions?: ReactNode;
}

/** Programs and articles are published or not (SPEC §4); learners see only published ones. */
export function PublishPanel({ published, readOnly, loading, onChange, extraActions }: PublishPanelProps) {
  const { t } = useTranslation('builder');
  return (
    <Card withBorder maw={820}>
      <Stack>
        <Group gap="sm">
          <Title order={2} size="h4">
            {t('publish.title')}
          </Title>
          <StatusBadge status={published ? 'published' : 'draft'} />
        </Group>
        <Text size="sm" c="dimmed">
          {published ? t('publish.publishedHelp') : t('publish.draftHelp')}
        </Text>
        {!readOnly && (
          <Group>
            <Button
              loading={loading}
              variant={published ? 'light' : 'filled'}
              onClick={() => onChange(!published)}
            >
              {published ? t('publish.unpublish') : t('publish.publish')}
            </Button>
            {extraActions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
