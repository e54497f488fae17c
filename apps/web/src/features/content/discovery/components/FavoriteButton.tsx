import type { FavoriteKind } from '@lp/shared/content/favorites';
import { ActionIcon } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFavorites, useToggleFavorite } from '../api/discovery.ts';

const LIST = { course: 'courses', program: 'programs', article: 'articles' } as const;

/** Marks a course, program or article as a favorite, or removes the mark. */
export function FavoriteButton({ kind, id, name }: { kind: FavoriteKind; id: string; name: string }) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const toggle = useToggleFavorite(kind, id);
  const favorite = favorites.data?.[LIST[kind]].some((item) => item._id === id) ?? false;
  const label = `${favorite ? t('favorites.remove') : t('favorites.add')}: ${name}`;
  return (
    <ActionIcon
      variant="default"
      radius="xl"
      size="lg"
      aria-label={label}
      title={label}
      aria-pressed={favorite}
      loading={toggle.isPending}
      onClick={() => toggle.mutate()}
    >
      {favorite ? <IconBookmarkFilled size={18} /> : <IconBookmark size={18} />}
    </ActionIcon>
  );
}
