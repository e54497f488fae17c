import { can } from '@lp/shared/permissions';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { CertificatesTab } from './CertificatesTab.tsx';
import { ChecklistTab } from './ChecklistTab.tsx';
import { ContentTab } from './ContentTab.tsx';
import { GamesTab } from './GamesTab.tsx';
import { LearnersTab } from './LearnersTab.tsx';
import { QuizzesTab } from './QuizzesTab.tsx';
import { RatingsTab } from './RatingsTab.tsx';
import { SummaryTab } from './SummaryTab.tsx';
import { SurveysTab } from './SurveysTab.tsx';

/** SPEC §2: the ten analytics tabs of a course, exam or contest, in the SPEC's order. */
const TABS = [
  'summary',
  'learners',
  'content',
  'surveys',
  'quizzes',
  'ratings',
  'checklist',
  'games',
  'oldVersions',
  'certificates',
] as const;

/** A course's analytics (SPEC §2): the ten tabs, with the builder's old versions as one of them. */
export function CourseAnalyticsTabs(props: {
  courseId: string;
  userId: string;
  mayDownload: boolean;
  oldVersions: ReactNode;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('courseAnalytics');
  // The progress overrides are admin calls (users.manage).
  const mayOverride = can(
    useAuthStore((state) => state.user),
    'users.manage',
  );
  const { courseId } = props;
  const panels: Record<(typeof TABS)[number], ReactNode> = {
    summary: <SummaryTab courseId={courseId} />,
    learners: <LearnersTab {...props} mayOverride={mayOverride} />,
    content: <ContentTab courseId={courseId} />,
    surveys: <SurveysTab courseId={courseId} />,
    quizzes: <QuizzesTab courseId={courseId} />,
    ratings: <RatingsTab courseId={courseId} />,
    checklist: <ChecklistTab courseId={courseId} />,
    games: <GamesTab courseId={courseId} />,
    oldVersions: props.oldVersions,
    certificates: (
      <CertificatesTab courseId={courseId} mayDownload={props.mayDownload} onError={props.onError} />
    ),
  };
  return (
    <Tabs defaultValue="summary" keepMounted={false}>
      <Tabs.List mb="md">
        {TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          {panels[tab]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
