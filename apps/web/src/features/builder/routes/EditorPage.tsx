import { Alert, Anchor, Badge, Center, Group, Loader, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormatIcon } from '../../../components/FormatIcon.tsx';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useArticleAdmin } from '../api/get-article-admin.ts';
import { useCourseAdmin } from '../api/get-course-admin.ts';
import { useDeckAdmin } from '../api/get-deck-admin.ts';
import { useUpdateArticle } from '../api/update-article.ts';
import { useUpdateDeck } from '../api/update-deck.ts';
import { outlineRights } from '../components/course/editing.ts';
import { ContentEditor } from '../components/editor/ContentEditor.tsx';
import { formatName } from '../components/shared/format-name.ts';
import { parseBreadcrumbs, studioPath } from '../paths.ts';
import { useBuilderAccess } from '../use-builder-access.ts';

const loading = (
  <Center py="xl">
    <Loader />
  </Center>
);

function Heading({
  name,
  readerType,
  back,
  backLabel,
}: {
  name: string;
  readerType: string;
  back: string;
  backLabel: string;
}) {
  const { t } = useTranslation('builder');
  return (
    <>
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {backLabel}
        </Group>
      </Anchor>
      <Group my="md" gap="sm">
        <FormatIcon readerType={readerType} size={28} />
        <Title order={1} size="h2">
          {name}
        </Title>
        <Badge variant="outline">{formatName(t, readerType)}</Badge>
      </Group>
    </>
  );
}

function DeckEditor({ deckId, courseId }: { deckId: string; courseId: string }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const deck = useDeckAdmin(deckId);
  const course = useCourseAdmin(courseId);
  const update = useUpdateDeck();
  if (deck.isError || course.isError) return <QueryFailure error={deck.error ?? course.error} />;
  if (!deck.data || !course.data) return loading;
  if (deck.data.courseId !== courseId) return <NotFoundPage />;
  const editable = outlineRights(course.data, readOnly).editDeck(deck.data.readerType);
  const lockMessage = course.data.editing.contentLocked
    ? t('content.lockedLaunched', { kind: t(`kindWords.${course.data.kind}`) })
    : t('editor.scoredLocked', { kind: t(`kindWords.${course.data.kind}`) });
  return (
    <>
      <Heading
        name={deck.data.name}
        readerType={deck.data.readerType}
        back={studioPath({ kind: course.data.kind, _id: courseId }, 'content')}
        backLabel={course.data.name}
      />
      {!editable && !readOnly && (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} mb="md" role="status">
          {lockMessage}
        </Alert>
      )}
      <ContentEditor
        key={deck.data._id}
        deckId={deck.data._id}
        name={deck.data.name}
        readerType={deck.data.readerType}
        initialContent={deck.data.content}
        settings={deck.data.settings}
        readOnly={!editable}
        saving={update.isPending}
        save={(content) => update.mutateAsync({ id: deckId, body: { content } })}
      />
    </>
  );
}

function ArticleEditor({ articleId }: { articleId: string }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const article = useArticleAdmin(articleId);
  const update = useUpdateArticle(articleId);
  if (article.isError) return <QueryFailure error={article.error} />;
  if (!article.data) return loading;
  const item = { kind: 'article' as const, _id: articleId, readerType: article.data.readerType };
  return (
    <>
      <Heading
        name={article.data.name}
        readerType={article.data.readerType}
        back={studioPath(item, 'content')}
        backLabel={t('editor.backToArticle')}
      />
      <ContentEditor
        key={article.data._id}
        name={article.data.name}
        readerType={article.data.readerType}
        initialContent={article.data.content}
        settings={null}
        readOnly={readOnly}
        saving={update.isPending}
        save={(content) => update.mutateAsync({ content })}
      />
    </>
  );
}

/** /builder/editor/{readerType}/{id}/{breadcrumbs}: one deck's or article's content. */
export function EditorPage() {
  const { id = '', breadcrumbs = '' } = useParams();
  const target = parseBreadcrumbs(breadcrumbs);
  if (!target) return <NotFoundPage />;
  if (target.kind === 'deck') return <DeckEditor deckId={id} courseId={target.courseId} />;
  return <ArticleEditor articleId={id} />;
}
