import { READER_TYPES } from '@lp/shared/progress';
import { DEFAULT_ENABLED_FORMATS, enabledFormatsSchema, type TeamBranding } from '@lp/shared/teams';
import { Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateTeamSettings } from '../api/team-settings.ts';

const schema = z.object({ enabledFormats: enabledFormatsSchema });

/** The formats the team's creators may add (SPEC §9; scorm and scormexam start off). */
export function EnabledFormatsForm({ team }: { team: TeamBranding }) {
  const { t } = useTranslation(['admin', 'builder']);
  const save = useUpdateTeamSettings(team._id);
  const form = useSchemaForm({ schema, initialValues: { enabledFormats: team.enabledFormats } });
  const options = READER_TYPES.map((type) => ({ value: type, label: t(`builder:formats.${type}`) })).sort(
    (a, b) => a.label.localeCompare(b.label),
  );
  const submit = form.onSubmit((body) =>
    save.mutate(body, { onSuccess: () => notifySuccess(t('admin:settings.saved')), onError: notifyError }),
  );
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <div>
          <Title order={2} size="h4">
            {t('admin:formats.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('admin:formats.intro')}
          </Text>
        </div>
        <MultiSelect
          label={t('admin:formats.label')}
          data={options}
          searchable
          clearable
          {...form.getInputProps('enabledFormats')}
        />
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => form.setFieldValue('enabledFormats', [...DEFAULT_ENABLED_FORMATS])}
          >
            {t('admin:formats.defaults')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('admin:save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
