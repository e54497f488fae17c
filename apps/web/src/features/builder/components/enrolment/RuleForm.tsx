import {
  DATE_FIELDS,
  DATE_OPERATORS,
  ENROLMENT_MESSAGES,
  ENROLMENT_RULE_FIELDS,
  ENROLMENT_RULE_OPERATORS,
  type EnrolmentRuleField,
  type EnrolmentRuleOperator,
  enrolmentRuleInputSchema,
  LIST_OPERATORS,
} from '@lp/shared/content/enrolment';
import { Button, Group, Select, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useAddRule } from '../../api/add-rule.ts';

/** The shared rule messages, in the builder's language. */
const MESSAGE_KEYS: Record<string, string> = {
  [ENROLMENT_MESSAGES.dateOperatorOnText]: 'rules.errors.dateOperatorOnText',
  [ENROLMENT_MESSAGES.listValueRequired]: 'rules.errors.listValueRequired',
  [ENROLMENT_MESSAGES.singleValueRequired]: 'rules.errors.singleValueRequired',
  [ENROLMENT_MESSAGES.valueRequired]: 'rules.errors.valueRequired',
  [ENROLMENT_MESSAGES.invalidDate]: 'rules.errors.invalidDate',
};

type RuleValues = {
  field: EnrolmentRuleField;
  operator: EnrolmentRuleOperator;
  /** The value of a single-value operator, and the values of a list one (in / not in). */
  value: string;
  values: string[];
};
const NEW_RULE: RuleValues = { field: 'department', operator: 'equals', value: '', values: [] };

/** A new enrolment rule on a segmentation detail: field, operator, value (SPEC §3). */
export function RuleForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('builder');
  const add = useAddRule(courseId);
  const form = useSchemaForm({
    schema: enrolmentRuleInputSchema,
    initialValues: NEW_RULE,
    toBody: ({ field, operator, value, values }) => ({
      field,
      operator,
      value: LIST_OPERATORS.includes(operator) ? values : value,
    }),
  });
  const { field, operator } = form.values;
  const isDate = DATE_FIELDS.includes(field);
  const isList = LIST_OPERATORS.includes(operator);
  const operators = ENROLMENT_RULE_OPERATORS.filter((op) => isDate || !DATE_OPERATORS.includes(op));
  // The value field speaks for the whole rule: it shows the first problem found.
  const problem = Object.values(form.errors)[0];
  const error =
    typeof problem === 'string' && MESSAGE_KEYS[problem]
      ? t(MESSAGE_KEYS[problem] as 'rules.errors.valueRequired')
      : problem;

  const submit = form.onSubmit((rule) =>
    add.mutate(rule, {
      onSuccess: (result) => {
        notifySuccess(t('rules.added', { count: result.added }));
        form.setValues({ value: '', values: [] });
      },
      onError: notifyError,
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('rules.formLabel')}>
      <Group align="flex-start" gap="sm">
        <Select
          label={t('rules.field')}
          data={ENROLMENT_RULE_FIELDS.map((value) => ({ value, label: t(`rules.fields.${value}`) }))}
          value={field}
          allowDeselect={false}
          onChange={(next) => {
            const nextField = (next ?? 'department') as EnrolmentRuleField;
            form.setFieldValue('field', nextField);
            if (!DATE_FIELDS.includes(nextField) && DATE_OPERATORS.includes(operator)) {
              form.setFieldValue('operator', 'equals');
            }
          }}
          w={200}
        />
        <Select
          label={t('rules.operator')}
          data={operators.map((value) => ({ value, label: t(`rules.operators.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('operator')}
          w={180}
        />
        {isList ? (
          <TagsInput
            label={t('rules.values')}
            description={isDate ? t('rules.dateHint') : t('rules.valuesHint')}
            {...form.getInputProps('values')}
            error={error}
            flex={1}
            miw={220}
          />
        ) : (
          <TextInput
            label={t('rules.value')}
            description={isDate ? t('rules.dateHint') : undefined}
            placeholder={isDate ? 'YYYY-MM-DD' : undefined}
            {...form.getInputProps('value')}
            error={error}
            flex={1}
            miw={220}
          />
        )}
        <Button type="submit" mt={25} loading={add.isPending}>
          {t('rules.add')}
        </Button>
      </Group>
    </form>
  );
}
