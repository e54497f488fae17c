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
} from '@lp/shared/enrolment';
import { Button, Group, Select, TagsInput, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddRule } from '../../api/add-rule.ts';
import { notifyError, notifySuccess } from '../shared/notify.ts';

/** The shared rule messages, in the builder's language. */
const MESSAGE_KEYS: Record<string, string> = {
  [ENROLMENT_MESSAGES.dateOperatorOnText]: 'rules.errors.dateOperatorOnText',
  [ENROLMENT_MESSAGES.listValueRequired]: 'rules.errors.listValueRequired',
  [ENROLMENT_MESSAGES.singleValueRequired]: 'rules.errors.singleValueRequired',
  [ENROLMENT_MESSAGES.valueRequired]: 'rules.errors.valueRequired',
  [ENROLMENT_MESSAGES.invalidDate]: 'rules.errors.invalidDate',
};

/** A new enrolment rule on a segmentation detail: field, operator, value (SPEC §3). */
export function RuleForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('builder');
  const add = useAddRule(courseId);
  const [field, setField] = useState<EnrolmentRuleField>('department');
  const [operator, setOperator] = useState<EnrolmentRuleOperator>('equals');
  const [value, setValue] = useState('');
  const [values, setValues] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const isDate = DATE_FIELDS.includes(field);
  const isList = LIST_OPERATORS.includes(operator);
  const operators = ENROLMENT_RULE_OPERATORS.filter((op) => isDate || !DATE_OPERATORS.includes(op));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = enrolmentRuleInputSchema.safeParse({ field, operator, value: isList ? values : value });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setError(MESSAGE_KEYS[message] ? t(MESSAGE_KEYS[message] as 'rules.errors.valueRequired') : message);
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: (result) => {
        notifySuccess(t('rules.added', { count: result.added }));
        setValue('');
        setValues([]);
      },
      onError: notifyError,
    });
  };

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
            setField(nextField);
            if (!DATE_FIELDS.includes(nextField) && DATE_OPERATORS.includes(operator)) setOperator('equals');
          }}
          w={200}
        />
        <Select
          label={t('rules.operator')}
          data={operators.map((value) => ({ value, label: t(`rules.operators.${value}`) }))}
          value={operator}
          allowDeselect={false}
          onChange={(next) => setOperator((next ?? 'equals') as EnrolmentRuleOperator)}
          w={180}
        />
        {isList ? (
          <TagsInput
            label={t('rules.values')}
            description={isDate ? t('rules.dateHint') : t('rules.valuesHint')}
            value={values}
            onChange={setValues}
            error={error}
            flex={1}
            miw={220}
          />
        ) : (
          <TextInput
            label={t('rules.value')}
            description={isDate ? t('rules.dateHint') : undefined}
            placeholder={isDate ? 'YYYY-MM-DD' : undefined}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
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
