import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { useFavorites } from '../api/discovery.ts';
import { ItemGrid } from '../components/ItemGrid.tsx';

/** /favorites: what the learner bookmarked. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  if (favorites.isPending) return <LoadingScreen />;
  if (favorites.isError) return <QueryFailure error={favorites.error} />;
  return <ItemGrid title={t('favorites.title')} lists={favorites.data} empty={t('favorites.empty')} />;
}
