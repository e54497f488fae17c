import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconMaximize, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Before a proctored quiz: what is watched, and a start button that asks for full screen. */
export function ProctorIntro({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <Alert color="blue" icon={<IconShieldCheck size={18} />} title={t('quiz.proctorTitle')}>
        <Text size="sm">{t('quiz.proctorIntro')}</Text>
        <List size="sm" mt="xs">
          <List.Item>{t('quiz.proctorFullscreen')}</List.Item>
          <List.Item>{t('quiz.proctorTabs')}</List.Item>
        </List>
      </Alert>
      <Group>
        <Button leftSection={<IconMaximize size={18} />} onClick={onStart}>
          {t('quiz.startProctored')}
        </Button>
      </Group>
    </Stack>
  );
}
