import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import type { z } from 'zod';

interface SchemaFormOptions<Values extends Record<string, unknown>, Schema extends z.ZodType> {
  /** A shared request schema (packages/shared): what the server checks, checked here first. */
  schema: Schema;
  initialValues: Values;
  /** The request built from the values, when it is not the values themselves. Error paths are its paths. */
  toBody?: (values: Values) => unknown;
  /**
   * The screen's own (translated) words for the rule of a field, by path (`settings.vintageDays`);
   * a field not named here shows the schema's message.
   */
  messages?: Record<string, string>;
  /** Rules across fields that the request schema does not hold (an end after its start). */
  rules?: (values: Values) => FormErrors;
}

/**
 * A Mantine form checked by a shared zod schema (Standard Schema, through `schemaResolver`). On
 * submit the handler receives the parsed request: trimmed, defaulted and typed as the server takes it.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>({
  schema,
  initialValues,
  toBody = (values) => values,
  messages = {},
  rules,
}: SchemaFormOptions<Values, Schema>): UseFormReturnType<Values, z.output<Schema>> {
  const resolve = schemaResolver(schema, { sync: true });
  return useForm<Values, z.output<Schema>>({
    initialValues,
    validate: (values) => {
      const errors = resolve(toBody(values));
      for (const path of Object.keys(errors)) errors[path] = messages[path] ?? errors[path];
      return { ...errors, ...rules?.(values) };
    },
    transformValues: (values) => schema.parse(toBody(values)),
  });
}
