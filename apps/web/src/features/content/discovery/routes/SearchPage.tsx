import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { useSearchResults } from '../api/search.ts';
import { ItemGrid } from '../components/ItemGrid.tsx';

/** /search?text=: what matches the text, and the matching tags. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.get('text') ?? '';
  const results = useSearchResults(text);
  if (results.isError) return <QueryFailure error={results.error} />;
  if (!results.data) {
    if (results.isPending && results.fetchStatus !== 'idle') return <LoadingScreen />;
    return <Text c="dimmed">{t('search.none')}</Text>;
  }
  const { tags } = results.data;
  return (
    <>
      <ItemGrid
        title={t('search.title', { text: results.data.text })}
        lists={results.data}
        empty={t('search.none')}
      />
      {tags.length > 0 && (
        <Group gap="xs" mt="lg">
          {tags.map((tag) => (
            <Anchor key={tag._id} component={Link} to={`/tags/${encodeURIComponent(tag.name)}`}>
              #{tag.name}
            </Anchor>
          ))}
        </Group>
      )}
    </>
  );
}
