import type { ArticleQuestionResponses } from '@lp/shared/analytics/article';
import { Card, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { api } from '../../../lib/api-client.ts';
import { QuestionAnswers } from '../course/SurveysTab.tsx';

/** The article question responses call; the page of answers itself is read by each free-text question. */
const questionsPath = (articleId: string) => `analytics/articles/${articleId}/questions/responses`;

function useArticleQuestions(articleId: string) {
  return useQuery({
    queryKey: ['analytics', 'article', articleId, 'questions'],
    queryFn: ({ signal }): Promise<ArticleQuestionResponses> =>
      api.get<ArticleQuestionResponses>(`${questionsPath(articleId)}?pageSize=1`, { signal }),
  });
}

/** An article's questions (a survey, poll or quiz read on its own): each one's answers. */
export function ArticleQuestions({ articleId }: { articleId: string }) {
  const { t } = useTranslation('courseAnalytics');
  const query = useArticleQuestions(articleId);
  if (query.isLoading) return <Loader aria-label={t('loading')} />;
  if (query.isError) return <QueryFailure error={query.error} />;
  if (!query.data?.questions.length) return null;
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="sm">
        {t('articleQuestions')}
      </Title>
      <Stack gap="lg">
        {query.data.questions.map((question) => (
          <QuestionAnswers
            key={question.questionId}
            question={question}
            answersPath={questionsPath(articleId)}
          />
        ))}
      </Stack>
    </Card>
  );
}
