import { Grid, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CourseLayoutProps {
  header: ReactNode;
  content: ReactNode;
  progress: ReactNode;
  about: ReactNode;
}

/**
 * SPEC §2 "Portrait-phone mode: course view with three tabs" (Content, Progress, About); wider
 * screens show the outline beside progress and about.
 */
export function CourseLayout({ header, content, progress, about }: CourseLayoutProps) {
  const { t } = useTranslation();
  const portrait = useMediaQuery('(orientation: portrait) and (max-width: 62em)');
  if (portrait) {
    return (
      <Stack gap="md">
        {header}
        <Tabs defaultValue="content" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="content">{t('courses.tabs.content')}</Tabs.Tab>
            <Tabs.Tab value="progress">{t('courses.tabs.progress')}</Tabs.Tab>
            <Tabs.Tab value="about">{t('courses.tabs.about')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="content" pt="md">
            {content}
          </Tabs.Panel>
          <Tabs.Panel value="progress" pt="md">
            {progress}
          </Tabs.Panel>
          <Tabs.Panel value="about" pt="md">
            {about}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>{content}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {progress}
            {about}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
