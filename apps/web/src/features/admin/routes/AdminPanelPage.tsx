import { ADMIN_SECTIONS, type AdminSection, isAdminSection } from '@lp/shared/admin/sections';
import { can } from '@lp/shared/permissions';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { TeamAnalyticsPage } from '../../analytics/index.ts';
import { ErrorLogSection } from '../../logging/index.ts';
import { OutboxSection } from '../components/OutboxSection.tsx';
import { PlanSection } from '../components/PlanSection.tsx';
import { TeamSettingsSection } from '../components/TeamSettingsSection.tsx';
import { TeamsSection } from '../components/TeamsSection.tsx';
import { UsersSection } from '../components/UsersSection.tsx';

/**
 * /adminPanel and /hotspotter (SPEC §2, SuperAdmin and Admin; the route's loader turns anyone else
 * away). One section at a time through `?section=`; `?team=` picks another team for a SuperAdmin.
 */
export function AdminPanelPage() {
  const { t } = useTranslation('admin');
  const user = useAuthStore((state) => state.user);
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const superAdmin = can(user, 'teams.manage');
  const sections = ADMIN_SECTIONS.filter((s) => s !== 'teams' || superAdmin);
  const asked = params.get('section');
  const section: AdminSection = isAdminSection(asked) && sections.includes(asked) ? asked : 'settings';
  const teamName = (superAdmin && params.get('team')) || user.team;
  const open = (next: string | null) => {
    const keep = new URLSearchParams(params);
    keep.set('section', next ?? 'settings');
    setParams(keep);
  };

  return (
    <Stack>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('teamShown', { team: teamName })}</Text>
      </div>
      <Tabs value={section} onChange={open} keepMounted={false}>
        <Tabs.List>
          {sections.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`sections.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersSection />
        </Tabs.Panel>
        {superAdmin && (
          <Tabs.Panel value="teams" pt="md">
            <TeamsSection />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="settings" pt="md">
          <TeamSettingsSection teamName={teamName} />
        </Tabs.Panel>
        <Tabs.Panel value="plan" pt="md">
          <PlanSection teamName={teamName} />
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          <TeamAnalyticsPage reportsLink={false} />
        </Tabs.Panel>
        <Tabs.Panel value="errors" pt="md">
          <ErrorLogSection />
        </Tabs.Panel>
        <Tabs.Panel value="outbox" pt="md">
          <OutboxSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
