import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useTeamBranding } from '../../teams/index.ts';
import { MyTickets } from '../components/MyTickets.tsx';
import { TicketForm } from '../components/TicketForm.tsx';

/**
 * /app/helpdesk: raise a ticket and follow one's tickets. The error page sends learners here with
 * `?page=&error=`, which pre-fill the form.
 */
export function HelpdeskPage() {
  const { t } = useTranslation('helpdesk');
  const user = useAuthStore((state) => state.user);
  const branding = useTeamBranding(user?.team);
  const [params] = useSearchParams();
  const page = params.get('page');
  const error = params.get('error') ?? '';
  const prefill = page
    ? {
        category: 'technical' as const,
        problem: t('form.fromError', { page }).slice(0, 200),
        details: t('form.errorDetails', { page, error }),
        priority: 'high' as const,
      }
    : undefined;

  if (!user) return null;
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      {branding.data && !branding.data.features.helpdesk ? (
        <Alert color="gray">{t('off')}</Alert>
      ) : (
        <>
          <Text c="dimmed">{t('intro')}</Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <TicketForm key={page ?? 'blank'} prefill={prefill} />
            <MyTickets userId={user._id} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
