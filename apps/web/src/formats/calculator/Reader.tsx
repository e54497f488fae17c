import { calculatorContentSchema } from '@lp/shared/formats/interactive';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { useFinish } from '../kit/reader/use-finish.ts';
import type { ReaderProps } from '../kit/reader-props.ts';
import { evaluateFormula } from './formula.ts';

/** Calculator: the learner fills in the inputs and sees the formula's labelled result at once. */
export function Reader({ content, onComplete }: ReaderProps) {
  const { t, i18n } = useTranslation('formatsInteractive');
  const calculator = calculatorContentSchema.safeParse(content).data;
  const [values, setValues] = useState<Record<string, number>>(() =>
    Object.fromEntries((calculator?.inputs ?? []).map((input) => [input.name, input.defaultValue])),
  );
  const { finish, pending, outcome } = useFinish(onComplete);
  if (!calculator) return <Text c="dimmed">{t('calculator.empty')}</Text>;

  const result = evaluateFormula(calculator.formula, values);
  const formatted =
    result === null
      ? t('calculator.noResult')
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: calculator.decimals }).format(result);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {calculator.inputs.map((input) => (
          <NumberInput
            key={input.name}
            label={input.label}
            min={input.min}
            max={input.max}
            value={values[input.name] ?? ''}
            onChange={(value) =>
              setValues((current) => ({
                ...current,
                [input.name]: typeof value === 'number' ? value : Number.NaN,
              }))
            }
          />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          {calculator.resultLabel}
        </Text>
        <Text size="xl" fw={700} aria-live="polite" aria-label={`${calculator.resultLabel}: ${formatted}`}>
          {formatted}
        </Text>
      </Paper>
      {outcome ? (
        <OutcomeMessage outcome={outcome} />
      ) : (
        <Group>
          <Button loading={pending} onClick={() => void finish({})}>
            {t('calculator.done')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
