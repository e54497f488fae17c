import { calculatorContentSchema } from '@lp/shared/formats/interactive';
import { Alert, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, textOf } from '../kit/content/content-values.ts';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { checkFormula } from './formula.ts';

type Input = { name: string; label: string; defaultValue: number; min?: number; max?: number };
const numberOrUndefined = (value: string | number) => (typeof value === 'number' ? value : undefined);

/** Calculator editor: named inputs, a mathjs formula over them and the result's label. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  const inputs = listOf<Input>(value.inputs);
  const formula = textOf(value.formula);
  const check = formula.trim()
    ? checkFormula(
        formula,
        inputs.map((input) => input.name),
      )
    : { ok: true as const };
  return (
    <Stack gap="md">
      <ItemList<Input>
        items={inputs}
        readOnly={readOnly}
        onChange={(next) => onChange({ ...value, inputs: next })}
        itemLabel={(index) => t('calculator.input', { position: index + 1 })}
        addLabel={t('calculator.addInput')}
        create={() => ({ name: `x${inputs.length + 1}`, label: '', defaultValue: 0 })}
        renderItem={(input, update) => (
          <Stack gap="xs">
            <Group grow>
              <TextInput
                label={t('calculator.name')}
                description={t('calculator.nameHelp')}
                value={input.name}
                readOnly={readOnly}
                onChange={(event) => update({ ...input, name: event.currentTarget.value.trim() })}
              />
              <TextInput
                label={t('calculator.label')}
                value={input.label}
                readOnly={readOnly}
                onChange={(event) => update({ ...input, label: event.currentTarget.value })}
              />
            </Group>
            <Group grow>
              <NumberInput
                label={t('calculator.default')}
                value={input.defaultValue}
                readOnly={readOnly}
                onChange={(v) => update({ ...input, defaultValue: numberOrUndefined(v) ?? 0 })}
              />
              <NumberInput
                label={t('calculator.min')}
                value={input.min ?? ''}
                readOnly={readOnly}
                onChange={(v) => update({ ...input, min: numberOrUndefined(v) })}
              />
              <NumberInput
                label={t('calculator.max')}
                value={input.max ?? ''}
                readOnly={readOnly}
                onChange={(v) => update({ ...input, max: numberOrUndefined(v) })}
              />
            </Group>
          </Stack>
        )}
      />
      <TextInput
        label={t('calculator.formula')}
        description={t('calculator.formulaHelp')}
        value={formula}
        readOnly={readOnly}
        error={
          check.ok
            ? undefined
            : check.reason === 'syntax'
              ? t('calculator.syntaxError')
              : t('calculator.unknownName', { name: check.name })
        }
        onChange={(event) => onChange({ ...value, formula: event.currentTarget.value })}
      />
      <Group grow>
        <TextInput
          label={t('calculator.resultLabel')}
          value={textOf(value.resultLabel)}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...value, resultLabel: event.currentTarget.value })}
        />
        <NumberInput
          label={t('calculator.decimals')}
          min={0}
          max={10}
          value={typeof value.decimals === 'number' ? value.decimals : 2}
          readOnly={readOnly}
          onChange={(v) => onChange({ ...value, decimals: numberOrUndefined(v) ?? 2 })}
        />
      </Group>
      {!check.ok && (
        <Alert color="red" role="alert">
          {t('calculator.fixFormula')}
        </Alert>
      )}
      <InteractiveContentIssues schema={calculatorContentSchema} value={value} />
    </Stack>
  );
}
