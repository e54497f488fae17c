import type { BuilderArticle } from '@lp/shared/builder';
import { Button, Card, Group, Paper, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReaderSlot } from '../../../../formats/index.ts';
import { articleEditorPath } from '../../paths.ts';
import { formatName } from '../shared/format-name.ts';

/** The content section of an article: the saved content as learners see it, and the way to the editor. */
export function ArticleContentCard({ article }: { article: BuilderArticle }) {
  const { t } = useTranslation('builder');
  return (
    <Card withBorder maw={980}>
      <Group justify="space-between" mb="md">
        <div>
          <Title order={2} size="h4">
            {t('article.contentTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('article.contentHelp', { format: formatName(t, article.readerType) })}
          </Text>
        </div>
        <Button
          component={Link}
          to={articleEditorPath(article.readerType, article._id)}
          leftSection={<IconPencil size={18} aria-hidden />}
        >
          {t('article.openEditor')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <ReaderSlot
          readerType={article.readerType}
          name={article.name}
          content={article.content}
          settings={null}
          record={null}
          onComplete={async () => ({ status: 'preview' })}
        />
      </Paper>
    </Card>
  );
}
