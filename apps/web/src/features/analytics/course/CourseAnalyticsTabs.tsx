import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentTab } from './ContentTab.tsx';
import { LearnersTab } from './LearnersTab.tsx';
import { QuizzesTab } from './QuizzesTab.tsx';
import { SummaryTab } from './SummaryTab.tsx';

/** A course's analytics (SPEC §2): summary, learners, content, quizzes, and the builder's old versions. */
export function CourseAnalyticsTabs(props: {
  courseId: string;
  userId: string;
  mayDownload: boolean;
  oldVersions: ReactNode;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('courseAnalytics');
  return (
    <Tabs defaultValue="summary" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="summary">{t('tabs.summary')}</Tabs.Tab>
        <Tabs.Tab value="learners">{t('tabs.learners')}</Tabs.Tab>
        <Tabs.Tab value="content">{t('tabs.content')}</Tabs.Tab>
        <Tabs.Tab value="quizzes">{t('tabs.quizzes')}</Tabs.Tab>
        <Tabs.Tab value="oldVersions">{t('tabs.oldVersions')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="summary">
        <SummaryTab courseId={props.courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="learners">
        <LearnersTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="content">
        <ContentTab courseId={props.courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="quizzes">
        <QuizzesTab courseId={props.courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="oldVersions">{props.oldVersions}</Tabs.Panel>
    </Tabs>
  );
}
