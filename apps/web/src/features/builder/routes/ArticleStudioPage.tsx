import { Button, Card, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useDeleteArticle } from '../api/delete-article.ts';
import { useDuplicateArticle } from '../api/duplicate-article.ts';
import { useArticleAdmin } from '../api/get-article-admin.ts';
import { useUpdateArticle } from '../api/update-article.ts';
import { ArticleContentCard } from '../components/article/ArticleContentCard.tsx';
import { ArticleSettingsForm } from '../components/article/ArticleSettingsForm.tsx';
import { ConfirmButton } from '../components/shared/ConfirmButton.tsx';
import { formatName } from '../components/shared/format-name.ts';
import { notifyError, notifySuccess } from '../components/shared/notify.ts';
import { PublishPanel } from '../components/shared/PublishPanel.tsx';
import { StatusBadge } from '../components/shared/StatusBadge.tsx';
import { StudioHeader } from '../components/shared/StudioHeader.tsx';
import { ARTICLE_SECTIONS, previewPath, studioPath } from '../paths.ts';
import { useBuilderAccess } from '../use-builder-access.ts';

/** /builder/articles/{readerType}/{id}/{section}: a standalone article of any format. */
export function ArticleStudioPage() {
  const { t, i18n } = useTranslation('builder');
  const navigate = useNavigate();
  const { id = '', section = '' } = useParams();
  const { readOnly } = useBuilderAccess();
  const article = useArticleAdmin(id);
  const update = useUpdateArticle(id);
  const duplicate = useDuplicateArticle();
  const remove = useDeleteArticle();

  if (!(ARTICLE_SECTIONS as readonly string[]).includes(section)) return <NotFoundPage />;
  if (article.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (article.isError) return <QueryFailure error={article.error} />;
  if (!article.data) return null;
  const data = article.data;
  const item = {
    kind: 'article' as const,
    _id: data._id,
    readerType: data.readerType,
    identifier: data.identifier,
  };

  return (
    <>
      <StudioHeader
        name={data.name}
        kindLabel={formatName(t, data.readerType)}
        status={<StatusBadge status={data.published ? 'published' : 'draft'} />}
        back={{ to: '/builder', label: t('nav.dashboard') }}
        previewTo={previewPath(item)}
        sections={ARTICLE_SECTIONS}
        section={section}
        pathFor={(next) => studioPath(item, next)}
      />
      {section === 'settings' && <ArticleSettingsForm key={data.updatedAt} article={data} />}
      {section === 'content' && <ArticleContentCard article={data} />}
      {section === 'launch' && (
        <PublishPanel
          published={data.published}
          readOnly={readOnly}
          loading={update.isPending}
          onChange={(published) =>
            update.mutate(
              { published },
              {
                onSuccess: () => notifySuccess(published ? t('publish.published') : t('publish.unpublished')),
                onError: notifyError,
              },
            )
          }
          extraActions={
            <>
              <Button
                variant="default"
                loading={duplicate.isPending}
                onClick={() =>
                  duplicate.mutate(data._id, {
                    onSuccess: (copy) => {
                      notifySuccess(t('content.duplicated', { name: data.name }));
                      navigate(studioPath({ kind: 'article', _id: copy._id, readerType: copy.readerType }));
                    },
                    onError: notifyError,
                  })
                }
              >
                {t('content.duplicate')}
              </Button>
              <ConfirmButton
                label={t('article.delete')}
                title={t('article.deleteTitle')}
                message={t('article.deleteMessage', { name: data.name })}
                confirmLabel={t('common.delete')}
                loading={remove.isPending}
                onConfirm={() =>
                  remove.mutate(data._id, {
                    onSuccess: () => {
                      notifySuccess(t('content.deleted', { name: data.name }));
                      navigate('/builder');
                    },
                    onError: notifyError,
                  })
                }
              />
            </>
          }
        />
      )}
      {section === 'analytics' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} maw={820}>
          <Card withBorder>
            <Text size="sm" c="dimmed">
              {t('article.views')}
            </Text>
            <Text fw={700} size="xl">
              {data.uniques}
            </Text>
          </Card>
          <Card withBorder>
            <Text size="sm" c="dimmed">
              {t('article.created')}
            </Text>
            <Text fw={500}>{formatDateTime(data.createdAt, i18n.language)}</Text>
          </Card>
          <Card withBorder>
            <Text size="sm" c="dimmed">
              {t('article.updated')}
            </Text>
            <Text fw={500}>{formatDateTime(data.updatedAt, i18n.language)}</Text>
          </Card>
        </SimpleGrid>
      )}
    </>
  );
}
