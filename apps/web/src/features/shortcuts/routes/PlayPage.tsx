import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { z } from 'zod';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { ReaderSlot } from '../../../formats/index.ts';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { articleLibraryQueryOptions } from '../../content/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const publicArticleSchema = z.object({
  name: z.string(),
  readerType: z.string(),
  content: z.record(z.string(), z.unknown()),
});

/** Signed in: the item of the team's library with this identifier (or id), else the course of that identifier. */
function SignedInPlay({ identifier }: { identifier: string }) {
  const library = useQuery(articleLibraryQueryOptions());
  if (library.isPending) return <LoadingScreen />;
  const wanted = identifier.toLowerCase();
  const item = library.data?.find((a) => a.identifier.toLowerCase() === wanted || a._id === identifier);
  if (item) return <Navigate to={`/content/${item.readerType}/${item.identifier || item._id}`} replace />;
  return <Navigate to={`/c/${encodeURIComponent(identifier)}`} replace />;
}

/** Signed out: a shared article (articles/{id}/unauth) in the player without tracking; else sign in first. */
function PublicPlay({ identifier }: { identifier: string }) {
  const { t } = useTranslation('shortcuts');
  const { pathname } = useLocation();
  const article = useQuery({
    queryKey: ['play', 'unauth', identifier],
    queryFn: async () => publicArticleSchema.parse(await api.get<unknown>(`articles/${identifier}/unauth`)),
    enabled: UUID.test(identifier),
    retry: false,
  });
  if (!UUID.test(identifier) || article.isError) {
    useAuthStore.getState().setRedirectPath(pathname);
    return <Navigate to="/login" replace />;
  }
  if (!article.data) return <LoadingScreen />;
  return (
    <Stack gap="lg" maw={820} mx="auto" p="md">
      <Title order={1} size="h2">
        {article.data.name}
      </Title>
      <Text c="dimmed">{t('play.guest')}</Text>
      <ReaderSlot
        readerType={article.data.readerType}
        name={article.data.name}
        content={article.data.content}
        settings={null}
        record={null}
        onComplete={async () => ({ status: 'preview' })}
      />
    </Stack>
  );
}

/** /play/{identifier}/{name}: one content item in the player (SPEC §2); the name is only for people. */
export function PlayPage() {
  const { identifier = '' } = useParams();
  const signedIn = useAuthStore((state) => state.isUserLoggedIn && state.token !== null);
  if (!identifier) return <NotFoundPage />;
  return signedIn ? <SignedInPlay identifier={identifier} /> : <PublicPlay identifier={identifier} />;
}
