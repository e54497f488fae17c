import type { CourseDetail } from '@lp/shared/content/catalog';
import { type DeckCompletedPayload, normalizeRecord, normalizeRollupRecord } from '@lp/shared/progress';
import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { PreviewBadge } from '../../../../components/PreviewBadge.tsx';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { ReaderSlot, readerFor, UnsupportedReader } from '../../../../formats/index.ts';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { usePreview, withPreview } from '../../../../lib/preview.ts';
import { type TrackedContent, useContentTracking } from '../../../progress/index.ts';
import { useCourse } from '../api/get-course.ts';
import { type CourseProgress, useCourseProgress } from '../api/get-course-progress.ts';
import type { DeckSummary } from '../api/get-deck.ts';
import { useDeck } from '../api/get-deck.ts';
import { DeckFooter } from '../components/DeckFooter.tsx';
import { VoiceoverControl } from '../components/VoiceoverControl.tsx';
import { deckStatuses, decksInOrder, nextDeck } from '../deck-locks.ts';
import { predictCourseStates } from '../predict-states.ts';
import { speakableText } from '../speakable-text.ts';

function trackedDeck(
  course: CourseDetail,
  deck: DeckSummary,
  progress: CourseProgress | undefined,
): TrackedContent {
  const deckRecord = progress?.decks[deck._id];
  const topicRecord = progress?.topics[deck.topicId];
  return {
    kind: 'deck',
    target: { course: course._id, topic: deck.topicId, deck: deck._id, readerType: deck.readerType },
    known: {
      deckState: deckRecord ? normalizeRecord(deckRecord) : null,
      topicState: topicRecord ? normalizeRollupRecord(topicRecord) : null,
      courseState: progress?.course ? normalizeRollupRecord(progress.course) : null,
    },
  };
}

/** /courses/{courseId}/decks/{deckId}: plays one deck with its format's Reader and tracks the attempt. */
export function DeckPlayerPage() {
  const { t, i18n } = useTranslation();
  const { courseId = '', deckId = '' } = useParams();
  const preview = usePreview();
  const userId = useAuthStore((state) => state.user?._id);
  const courseQuery = useCourse(courseId);
  const course = courseQuery.data;
  const progressQuery = useCourseProgress(course?._id, userId);
  const progress = progressQuery.data;
  const summary = course ? decksInOrder(course).find((deck) => deck._id === deckId) : undefined;
  const playable = summary !== undefined && readerFor(summary.readerType) !== null;
  const deckQuery = useDeck(deckId, userId, playable ? summary.readerType : undefined);

  const open = course?.learner.access.state === 'open';
  const statuses = course ? deckStatuses(course, progress?.decks ?? {}, open) : new Map();
  const status = statuses.get(deckId);
  // Preview records nothing, so it may look at any deck.
  const locked = Boolean(status?.locked) && !preview;
  const ready = Boolean(course && summary && deckQuery.data && progressQuery.isSuccess && !locked);
  const tracking = useContentTracking(
    ready && course && summary ? trackedDeck(course, summary, progress) : null,
    {
      preview,
      predict: (payload: DeckCompletedPayload) =>
        course ? predictCourseStates(course, progress, deckId, payload) : {},
    },
  );

  if (courseQuery.isPending || (course && progressQuery.isPending)) return <LoadingScreen />;
  if (courseQuery.isError || !course) return <QueryFailure error={courseQuery.error} />;
  if (!summary) return <QueryFailure error={{ status: 404 }} />;
  if (deckQuery.isError) return <QueryFailure error={deckQuery.error} />;

  const coursePath = withPreview(`/courses/${course._id}`, preview);
  const next = nextDeck(statuses, deckId);
  let body = <UnsupportedReader readerType={summary.readerType} />;
  if (locked) {
    body = (
      <Alert color="gray" icon={<IconLock size={18} />} title={t('courses.deck.lockedTitle')} role="status">
        {open ? t('courses.deck.lockedHelp') : t('courses.deck.courseClosed')}
      </Alert>
    );
  } else if (playable && !deckQuery.data) {
    return <LoadingScreen />;
  } else if (deckQuery.data) {
    const { deck, record } = deckQuery.data;
    // SPEC §3/§9 voiceovers: the server sends the deck's setting already off when the team's flag is.
    const voiceover = deck.settings.voiceovers ? (
      <VoiceoverControl
        text={speakableText(deck.name, deck.content)}
        lang={course.languages[0] ?? i18n.language}
      />
    ) : null;
    body = (
      <>
        {voiceover}
        <ReaderSlot
          key={deck._id}
          readerType={deck.readerType}
          deckId={deck._id}
          name={deck.name}
          content={deck.content}
          settings={deck.settings}
          record={record}
          onComplete={tracking.complete}
          onRespond={tracking.respond}
          onRestart={tracking.restart}
        />
      </>
    );
  }

  return (
    <Stack gap="lg" maw={820} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={coursePath} size="sm">
          {course.name}
        </Anchor>
        {preview && <PreviewBadge />}
      </Group>
      <Title order={1} size="h2">
        {summary.name}
      </Title>
      {body}
      {(tracking.completed || status?.complete || locked) && (
        <DeckFooter
          coursePath={coursePath}
          next={next}
          nextPath={next ? withPreview(`/courses/${course._id}/decks/${next.deck._id}`, preview) : null}
        />
      )}
    </Stack>
  );
}
