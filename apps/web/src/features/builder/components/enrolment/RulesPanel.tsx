import type { EnrolmentRule } from '@lp/shared/content/enrolment';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/DataTable.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useRules } from '../../api/get-rules.ts';
import { useRemoveRule } from '../../api/remove-rule.ts';
import { useRunRule } from '../../api/run-rule.ts';
import { ConfirmButton } from '../shared/ConfirmButton.tsx';
import { RuleForm } from './RuleForm.tsx';

function ruleText(rule: EnrolmentRule, t: ReturnType<typeof useTranslation<'builder'>>['t']) {
  const value = Array.isArray(rule.value) ? rule.value.join(', ') : rule.value;
  return `${t(`rules.fields.${rule.field}`)} ${t(`rules.operators.${rule.operator}`)} ${value}`;
}

/** Enrolment rules: learners whose details match are enrolled when the rule is added or run. */
export function RulesPanel({ courseId, readOnly }: { courseId: string; readOnly: boolean }) {
  const { t, i18n } = useTranslation('builder');
  const rules = useRules(courseId);
  const run = useRunRule(courseId);
  const remove = useRemoveRule(courseId);

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb={4}>
        {t('rules.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('rules.help')}
      </Text>
      <Stack>
        {!readOnly && <RuleForm courseId={courseId} />}
        <DataTable
          query={rules}
          empty={t('rules.none')}
          minWidth={520}
          striped={false}
          columns={[
            { key: 'rule', header: t('rules.rule'), cell: (rule) => ruleText(rule, t) },
            {
              key: 'lastRun',
              header: t('rules.lastRun'),
              cell: (rule) =>
                rule.lastRunAt ? formatDateTime(rule.lastRunAt, i18n.language) : t('rules.never'),
            },
            !readOnly && {
              key: 'actions',
              header: t('rules.actions'),
              cell: (rule) => (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlayerPlay size={14} aria-hidden />}
                    aria-label={t('rules.runOf', { rule: ruleText(rule, t) })}
                    loading={run.isPending && run.variables === rule.criteria_id}
                    onClick={() =>
                      run.mutate(rule.criteria_id, {
                        onSuccess: (result) => notifySuccess(t('rules.ran', { count: result.added })),
                        onError: notifyError,
                      })
                    }
                  >
                    {t('rules.run')}
                  </Button>
                  <ConfirmButton
                    icon={<IconTrash size={16} aria-hidden />}
                    label={t('rules.removeOf', { rule: ruleText(rule, t) })}
                    title={t('rules.removeTitle')}
                    message={t('rules.removeMessage')}
                    confirmLabel={t('common.remove')}
                    onConfirm={() =>
                      remove.mutate(rule.criteria_id, {
                        onSuccess: () => notifySuccess(t('rules.removed')),
                        onError: notifyError,
                      })
                    }
                  />
                </Group>
              ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
