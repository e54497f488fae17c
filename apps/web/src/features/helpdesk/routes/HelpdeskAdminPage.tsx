import { can } from '@lp/shared/permissions';
import { Alert, Group, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { ErrorLogSection } from '../../logging/index.ts';
import { useTeamBranding } from '../../teams/index.ts';
import { TicketAdmin } from '../components/TicketAdmin.tsx';

/** /builder/helpdesk: the team's tickets and, as a second tab, the error log (admins). */
export function HelpdeskAdminPage() {
  const { t } = useTranslation('helpdesk');
  const user = useAuthStore((state) => state.user);
  const branding = useTeamBranding(user?.team);
  const helpdeskOn = branding.data?.features.helpdesk ?? true;
  return (
    <Stack>
      <Group>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
      </Group>
      {!can(user, 'helpdesk.manage') ? (
        <Alert color="gray">{t('admin.adminsOnly')}</Alert>
      ) : (
        <Tabs defaultValue={helpdeskOn ? 'tickets' : 'errors'} keepMounted={false}>
          <Tabs.List>
            {helpdeskOn && <Tabs.Tab value="tickets">{t('admin.ticketsTab')}</Tabs.Tab>}
            <Tabs.Tab value="errors">{t('admin.errorsTab')}</Tabs.Tab>
          </Tabs.List>
          {helpdeskOn && (
            <Tabs.Panel value="tickets" pt="md">
              <TicketAdmin />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="errors" pt="md">
            <ErrorLogSection />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
