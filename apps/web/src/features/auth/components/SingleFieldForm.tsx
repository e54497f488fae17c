import { Button, type ButtonProps, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';

interface SingleFieldFormProps {
  /** The input's label and browser hints (type, autoComplete, maxLength...). */
  input: Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error'>;
  /** Cleans what was typed before it is checked and sent (trim, for instance). */
  normalize?: (value: string) => string;
  isValid: (value: string) => boolean;
  /** Shown once the field was left with something invalid in it (SPEC §5's message). */
  invalidMessage: string;
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  buttonVariant?: ButtonProps['variant'];
  onSubmit: (value: string) => void;
  /** Alerts above the field (the request's outcome). */
  children?: ReactNode;
}

/** A form of one field and one button (a name, a phone, an email, a code), on @mantine/form. */
export function SingleFieldForm({
  input,
  normalize = (value) => value.trim(),
  isValid,
  invalidMessage,
  submitLabel,
  submitting,
  disabled = false,
  buttonVariant,
  onSubmit,
  children,
}: SingleFieldFormProps) {
  const form = useForm({
    initialValues: { value: '' },
    validateInputOnBlur: true,
    validate: { value: (raw) => (raw !== '' && !isValid(normalize(raw)) ? invalidMessage : null) },
  });
  const value = normalize(form.getValues().value);
  const valid = isValid(value);

  return (
    <form
      onSubmit={form.onSubmit(() => {
        if (valid) onSubmit(value);
      })}
      noValidate
    >
      <Stack gap="md">
        {children}
        <TextInput {...input} key={form.key('value')} {...form.getInputProps('value')} />
        <Button
          type="submit"
          variant={buttonVariant}
          loading={submitting}
          disabled={disabled || !valid}
          fullWidth
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
