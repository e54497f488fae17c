import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { useTagPage } from '../api/search.ts';
import { ItemGrid } from '../components/ItemGrid.tsx';

/** /tags/{name}: everything carrying the tag. */
export function TagPage() {
  const { t } = useTranslation();
  const name = useParams().name ?? '';
  const tag = useTagPage(name);
  if (tag.isPending) return <LoadingScreen />;
  if (tag.isError) return <QueryFailure error={tag.error} />;
  return <ItemGrid title={`#${tag.data.tag.name}`} lists={tag.data} empty={t('discovery.empty')} />;
}
