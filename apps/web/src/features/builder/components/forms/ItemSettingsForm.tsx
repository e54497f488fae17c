import { Button, Divider, Group, Paper } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { FormErrorSummary } from './FormErrorSummary.tsx';
import { ItemFields, type ItemFieldValues } from './ItemFields.tsx';

interface ItemSettingsFormProps<Values extends ItemFieldValues, Body> {
  form: UseFormReturnType<Values, Body>;
  /** The item's update mutation (courses/{id}/update, programs/..., articles/...). */
  update: UseMutationResult<unknown, Error, Body>;
  /** The settings of the item's kind, under the fields every item has. */
  children: ReactNode;
}

/** The settings section of a program, course or article: item fields, the kind's own settings, save. */
export function ItemSettingsForm<Values extends ItemFieldValues, Body>({
  form,
  update,
  children,
}: ItemSettingsFormProps<Values, Body>) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const save = (body: Body) =>
    update.mutate(body, { onSuccess: () => notifySuccess(t('settings.saved')), onError: notifyError });

  return (
    <Paper component="form" onSubmit={form.onSubmit(save)} noValidate withBorder p="lg" maw={820}>
      <FormErrorSummary errors={form.errors} withMessages mb="md" />
      <ItemFields form={form} readOnly={readOnly} />
      <Divider my="lg" />
      {children}
      {!readOnly && (
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
