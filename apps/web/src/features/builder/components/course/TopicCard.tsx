import type { BuilderCourse, BuilderDeck, BuilderTopic } from '@lp/shared/builder';
import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteTopic } from '../../api/delete-topic.ts';
import { useMoveTopic } from '../../api/move-topic.ts';
import { useRenameTopic } from '../../api/update-topic.ts';
import { ConfirmButton } from '../shared/ConfirmButton.tsx';
import { NameModal } from '../shared/NameModal.tsx';
import { notifyError, notifySuccess } from '../shared/notify.ts';
import { DeckRow } from './DeckRow.tsx';
import type { OutlineRights } from './editing.ts';

interface TopicCardProps {
  course: BuilderCourse;
  topic: BuilderTopic;
  first: boolean;
  last: boolean;
  rights: OutlineRights;
  onAddDeck: (topicId: string) => void;
  onDeckSettings: (deck: BuilderDeck) => void;
}

/** A topic with its decks, in order. */
export function TopicCard({ course, topic, first, last, rights, onAddDeck, onDeckSettings }: TopicCardProps) {
  const { t } = useTranslation('builder');
  const [renaming, rename] = useDisclosure(false);
  const renameTopic = useRenameTopic(course._id);
  const move = useMoveTopic(course._id);
  const remove = useDeleteTopic(course._id);

  return (
    <Card withBorder component="section" aria-label={topic.name}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h4">
          {topic.name}
        </Title>
        <Group gap={2} wrap="nowrap">
          {rights.editContent && (
            <Tooltip label={t('content.rename')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('content.renameOf', { name: topic.name })}
                onClick={rename.open}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {rights.editStructure && (
            <>
              <ActionIcon
                variant="subtle"
                aria-label={t('content.moveUpOf', { name: topic.name })}
                disabled={first}
                onClick={() => move.mutate({ topicId: topic._id, direction: 'up' }, { onError: notifyError })}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('content.moveDownOf', { name: topic.name })}
                disabled={last}
                onClick={() =>
                  move.mutate({ topicId: topic._id, direction: 'down' }, { onError: notifyError })
                }
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
              <ConfirmButton
                icon={<IconTrash size={18} aria-hidden />}
                label={t('content.deleteOf', { name: topic.name })}
                title={t('content.deleteTopicTitle')}
                message={t('content.deleteTopicMessage', { name: topic.name, count: topic.decks.length })}
                confirmLabel={t('common.delete')}
                onConfirm={() =>
                  remove.mutate(topic._id, {
                    onSuccess: () => notifySuccess(t('content.deleted', { name: topic.name })),
                    onError: notifyError,
                  })
                }
              />
            </>
          )}
        </Group>
      </Group>
      {topic.decks.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('content.noDecks')}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {topic.decks.map((deck, index) => (
            <DeckRow
              key={deck._id}
              course={course}
              deck={deck}
              first={index === 0}
              last={index === topic.decks.length - 1}
              rights={rights}
              onSettings={onDeckSettings}
            />
          ))}
        </Stack>
      )}
      {rights.editContent && (
        <Button
          mt="sm"
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onAddDeck(topic._id)}
          aria-label={t('content.addDeckTo', { name: topic.name })}
        >
          {t('content.addDeck')}
        </Button>
      )}
      <NameModal
        opened={renaming}
        title={t('content.renameTopic')}
        label={t('content.topicName')}
        initialValue={topic.name}
        submitLabel={t('common.save')}
        loading={renameTopic.isPending}
        onClose={rename.close}
        onSubmit={(name) =>
          renameTopic.mutate(
            { topicId: topic._id, name },
            {
              onSuccess: () => {
                rename.close();
                notifySuccess(t('content.renamed'));
              },
              onError: notifyError,
            },
          )
        }
      />
    </Card>
  );
}
