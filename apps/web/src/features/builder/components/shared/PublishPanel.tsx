import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** What publishing needs of an item's update mutation (programs/{id}/update, articles/{id}/update). */
interface PublishMutation {
  mutate: (
    body: { published: boolean },
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

interface PublishPanelProps {
  published: boolean;
  update: PublishMutation;
  /** Duplicate, delete and the like. */
  extraActions?: ReactNode;
}

/** Programs and articles are published or not (SPEC §4); learners see only published ones. */
export function PublishPanel({ published, update, extraActions }: PublishPanelProps) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const toggle = () =>
    update.mutate(
      { published: !published },
      {
        onSuccess: () => notifySuccess(published ? t('publish.unpublished') : t('publish.published')),
        onError: notifyError,
      },
    );
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
            <Button loading={update.isPending} variant={published ? 'light' : 'filled'} onClick={toggle}>
              {published ? t('publish.unpublish') : t('publish.publish')}
            </Button>
            {extraActions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
