import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from './use-schema-form.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  days: z.number().int().min(0),
});

function submit(form: { onSubmit: (handler: (values: unknown) => void) => () => void }) {
  const handler = vi.fn();
  act(() => form.onSubmit(handler)());
  return handler;
}

describe('useSchemaForm', () => {
  it('hands the parsed request to the submit handler: trimmed and typed as the server takes it', () => {
    const { result } = renderHook(() =>
      useSchemaForm({ schema, initialValues: { name: '  Ada ', days: 3 } }),
    );
    expect(submit(result.current)).toHaveBeenCalledWith({ name: 'Ada', days: 3 }, undefined);
  });

  it("refuses what the schema refuses, in the screen's words where it gives them", () => {
    const { result } = renderHook(() =>
      useSchemaForm({
        schema,
        initialValues: { name: '', days: -1 },
        messages: { days: 'Whole days, 0 or more.' },
      }),
    );
    expect(submit(result.current)).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Name is required', days: 'Whole days, 0 or more.' });
  });

  it('checks the request built from the values, and rules across fields', () => {
    const { result } = renderHook(() =>
      useSchemaForm({
        schema,
        initialValues: { title: 'Ada', from: 5, to: 2 },
        toBody: ({ title, from, to }) => ({ name: title, days: to - from }),
        rules: ({ from, to }) => (to < from ? { to: 'The end must be later than the start.' } : {}),
      }),
    );
    expect(submit(result.current)).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      days: expect.any(String),
      to: 'The end must be later than the start.',
    });
    act(() => result.current.setFieldValue('to', 9));
    expect(submit(result.current)).toHaveBeenCalledWith({ name: 'Ada', days: 4 }, undefined);
  });
});
