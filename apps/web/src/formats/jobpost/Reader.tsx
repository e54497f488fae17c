import { jobPostContentSchema } from '@lp/shared/formats/commerce';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCalendar, IconMail, IconMapPin, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay, today } from '../kit/content/formatting.ts';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import { NewTabButton } from '../kit/reader/NewTabButton.tsx';
import { SafeHtml } from '../kit/reader/SafeHtml.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Job post: title, company, location, type and closing date, the description, and how to apply. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t, i18n } = useTranslation('formatsReading');
  const job = useParsedContent(jobPostContentSchema, content);
  if (!job) return <EmptyContent />;
  const closed = job.closingDate !== undefined && today() > job.closingDate;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Title order={2}>{job.title}</Title>
          {job.company && (
            <Text size="lg" c="dimmed">
              {job.company}
            </Text>
          )}
          <Group gap="xs">
            <Badge variant="light" leftSection={<IconMapPin size={14} />}>
              {job.location}
            </Badge>
            {job.employmentType && (
              <Badge variant="light" color="grape" leftSection={<IconBriefcase size={14} />}>
                {t(`jobpost.types.${job.employmentType}`)}
              </Badge>
            )}
            {job.closingDate && (
              <Badge variant="light" color={closed ? 'red' : 'gray'} leftSection={<IconCalendar size={14} />}>
                {t(closed ? 'jobpost.closed' : 'jobpost.closes', {
                  day: formatDay(job.closingDate, i18n.language),
                })}
              </Badge>
            )}
          </Group>
          {!closed && (
            <Group gap="sm" mt="xs">
              {job.applyUrl && (
                <NewTabButton href={job.applyUrl} leftSection={<IconSend size={18} />}>
                  {t('jobpost.apply')}
                </NewTabButton>
              )}
              {job.applyEmail && (
                <Button
                  component="a"
                  variant={job.applyUrl ? 'default' : 'filled'}
                  href={`mailto:${job.applyEmail}?subject=${encodeURIComponent(job.title)}`}
                  leftSection={<IconMail size={18} />}
                >
                  {t('jobpost.applyByEmail', { email: job.applyEmail })}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      <SafeHtml html={job.html} />
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
