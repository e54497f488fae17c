import { Accordion, Anchor, List, Stack, Text } from '@mantine/core';
import { IconChartBar, IconChecklist, IconRocket, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/shared/PageHeader.tsx';

const GUIDES = [
  { key: 'firstCourse', icon: IconSchool, link: '/builder' },
  { key: 'quiz', icon: IconChecklist, link: '/builder' },
  { key: 'launch', icon: IconRocket, link: '/builder' },
  { key: 'results', icon: IconChartBar, link: '/builder/analytics' },
] as const;
const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/** /builder/tutorials: getting-started guides for creators. */
export function TutorialsPage() {
  const { t } = useTranslation('builder');
  return (
    <>
      <PageHeader title={t('tutorials.title')} description={t('tutorials.description')} />
      <Accordion variant="separated" defaultValue="firstCourse" maw={860}>
        {GUIDES.map(({ key, icon: Icon, link }) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control icon={<Icon size={20} aria-hidden />}>
              {t(`tutorials.${key}.title`)}
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text>{t(`tutorials.${key}.intro`)}</Text>
                <List type="ordered" spacing="xs">
                  {STEPS.map((step) => (
                    <List.Item key={step}>{t(`tutorials.${key}.${step}`)}</List.Item>
                  ))}
                </List>
                <Text size="sm" c="dimmed">
                  {t(`tutorials.${key}.tip`)}
                </Text>
                <Anchor component={Link} to={link}>
                  {t(`tutorials.${key}.cta`)}
                </Anchor>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
