import type { BuilderCourse, BuilderDeck, BuilderTopic } from '@lp/shared/builder';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useDeleteTopic } from '../../api/delete-topic.ts';
import { useMoveTopic } from '../../api/move-topic.ts';
import { useRenameTopic } from '../../api/update-topic.ts';
import { NameModal } from '../forms/NameModal.tsx';
import { MoveAndDelete, RenameButton } from '../shared/ItemButtons.tsx';
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
          {rights.editContent && <RenameButton name={topic.name} onClick={rename.open} />}
          {rights.editStructure && (
            <MoveAndDelete
              name={topic.name}
              first={first}
              last={last}
              onMove={(direction) => move.mutate({ topicId: topic._id, direction }, { onError: notifyError })}
              remove={{
                id: topic._id,
                remove,
                title: t('content.deleteTopicTitle'),
                message: t('content.deleteTopicMessage', { name: topic.name, count: topic.decks.length }),
              }}
            />
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
        onSubmit={({ name }) =>
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
