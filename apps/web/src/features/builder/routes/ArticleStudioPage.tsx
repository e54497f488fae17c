import type { BuilderArticle } from '@lp/shared/builder';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDeleteArticle } from '../api/delete-article.ts';
import { useDuplicateArticle } from '../api/duplicate-article.ts';
import { useArticleAdmin } from '../api/get-article-admin.ts';
import { useUpdateArticle } from '../api/update-article.ts';
import { ArticleAnalytics } from '../components/article/ArticleAnalytics.tsx';
import { ArticleContentCard } from '../components/article/ArticleContentCard.tsx';
import { ArticleSettingsForm } from '../components/article/ArticleSettingsForm.tsx';
import { DeleteButton } from '../components/shared/DeleteButton.tsx';
import { DuplicateButton } from '../components/shared/DuplicateButton.tsx';
import { formatName } from '../components/shared/format-name.ts';
import { PublishPanel } from '../components/shared/PublishPanel.tsx';
import { StatusBadge } from '../components/shared/StatusBadge.tsx';
import { StudioHeader } from '../components/shared/StudioHeader.tsx';
import { StudioScreen } from '../components/shared/StudioScreen.tsx';
import { ARTICLE_SECTIONS, studioPath } from '../paths.ts';

/** /builder/articles/{readerType}/{id}/{section}: a standalone article of any format. */
export function ArticleStudioPage() {
  const { t } = useTranslation('builder');
  const { id = '' } = useParams();
  const articleQuery = useArticleAdmin(id);
  return (
    <StudioScreen query={articleQuery} sections={ARTICLE_SECTIONS}>
      {(article, section) => (
        <>
          <StudioHeader
            item={{ ...article, kind: 'article' }}
            kindLabel={formatName(t, article.readerType)}
            status={<StatusBadge status={article.published ? 'published' : 'draft'} />}
            sections={ARTICLE_SECTIONS}
            section={section}
          />
          {section === 'settings' && <ArticleSettingsForm key={article.updatedAt} article={article} />}
          {section === 'content' && <ArticleContentCard article={article} />}
          {section === 'launch' && <ArticlePublishing article={article} />}
          {section === 'analytics' && <ArticleAnalytics article={article} />}
        </>
      )}
    </StudioScreen>
  );
}

/** Publish or unpublish the article; duplicate or delete it. */
function ArticlePublishing({ article }: { article: BuilderArticle }) {
  const { t } = useTranslation('builder');
  const update = useUpdateArticle(article._id);
  const duplicate = useDuplicateArticle();
  const remove = useDeleteArticle();
  return (
    <PublishPanel
      published={article.published}
      update={update}
      extraActions={
        <>
          <DuplicateButton
            id={article._id}
            name={article.name}
            duplicate={duplicate}
            pathOf={(copy) => studioPath({ kind: 'article', _id: copy._id, readerType: copy.readerType })}
          />
          <DeleteButton
            id={article._id}
            name={article.name}
            remove={remove}
            label={t('article.delete')}
            title={t('article.deleteTitle')}
            message={t('article.deleteMessage', { name: article.name })}
            then="/builder"
          />
        </>
      }
    />
  );
}
