import type { BuilderCourse, BuilderDeck } from '@lp/shared/builder';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useCreateTopic } from '../../api/create-topic.ts';
import { studioPath } from '../../paths.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { NameModal } from '../forms/NameModal.tsx';
import { AddDeckModal } from './AddDeckModal.tsx';
import { DeckSettingsModal } from './DeckSettingsModal.tsx';
import { outlineRights } from './editing.ts';
import { TopicCard } from './TopicCard.tsx';

/** Why the outline cannot change now (SPEC §4), in the builder's language. */
function LockBanner({ course }: { course: BuilderCourse }) {
  const { t } = useTranslation('builder');
  const { contentLocked, structureLocked } = course.editing;
  if (!contentLocked && !structureLocked) return null;
  const kind = t(`kindWords.${course.kind}`);
  return (
    <Alert
      color="yellow"
      icon={<IconLock size={18} aria-hidden />}
      title={t('content.lockedTitle')}
      mb="md"
      role="status"
    >
      <Text size="sm">
        {contentLocked ? t('content.lockedLaunched', { kind }) : t('content.lockedExam', { kind })}
      </Text>
      {course.kind !== 'course' && (
        <Text size="sm" mt="xs">
          {t('content.examLimits', { kind })}
        </Text>
      )}
      {contentLocked && (
        <Anchor component={Link} to={studioPath({ kind: course.kind, _id: course._id }, 'launch')} size="sm">
          {t('content.goToLaunch')}
        </Anchor>
      )}
    </Alert>
  );
}

/** The content section: topics and decks, read-only while launched. */
export function CourseContent({ course }: { course: BuilderCourse }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const rights = outlineRights(course, readOnly);
  const [addingTopic, topicDialog] = useDisclosure(false);
  const [deckTopicId, setDeckTopicId] = useState<string | null>(null);
  const [settingsDeck, setSettingsDeck] = useState<BuilderDeck | null>(null);
  const createTopic = useCreateTopic(course._id);

  return (
    <>
      <LockBanner course={course} />
      <Stack>
        {course.topics.length === 0 && <Text c="dimmed">{t('content.noTopics')}</Text>}
        {course.topics.map((topic, index) => (
          <TopicCard
            key={topic._id}
            course={course}
            topic={topic}
            first={index === 0}
            last={index === course.topics.length - 1}
            rights={rights}
            onAddDeck={setDeckTopicId}
            onDeckSettings={setSettingsDeck}
          />
        ))}
      </Stack>
      {rights.editStructure && (
        <Group mt="md">
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={topicDialog.open}>
            {t('content.addTopic')}
          </Button>
        </Group>
      )}
      <NameModal
        opened={addingTopic}
        title={t('content.addTopic')}
        label={t('content.topicName')}
        submitLabel={t('content.createTopic')}
        loading={createTopic.isPending}
        onClose={topicDialog.close}
        onSubmit={({ name }) =>
          createTopic.mutate(name, {
            onSuccess: () => {
              topicDialog.close();
              notifySuccess(t('content.topicCreated', { name }));
            },
            onError: notifyError,
          })
        }
      />
      <AddDeckModal
        key={deckTopicId ?? 'closed'}
        course={course}
        topicId={deckTopicId}
        onClose={() => setDeckTopicId(null)}
      />
      <DeckSettingsModal
        deck={settingsDeck}
        readOnly={settingsDeck ? !rights.editDeck(settingsDeck.readerType) : true}
        onClose={() => setSettingsDeck(null)}
      />
    </>
  );
}
