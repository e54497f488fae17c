import { type BuilderProgram, type ProgramTheme, programUpdateBodySchema } from '@lp/shared/builder';
import { LIMITS } from '@lp/shared/constants';
import { Stack, Switch, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useUpdateProgram } from '../../api/update-program.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { ColorFields, colorMessages } from '../forms/ColorFields.tsx';
import { type ItemFieldValues, itemFieldMessages, itemFieldValues } from '../forms/ItemFields.tsx';
import { ItemSettingsForm } from '../forms/ItemSettingsForm.tsx';
import { ImagePicker } from '../shared/ImagePicker.tsx';

type ProgramFormValues = ItemFieldValues & { sequential: boolean; themed: boolean; theme: ProgramTheme };

/** A program's settings: item fields, sequential, and a theme only under 12 courses (SPEC §5). */
export function ProgramSettingsForm({ program }: { program: BuilderProgram }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const update = useUpdateProgram(program._id);
  const form = useSchemaForm({
    schema: programUpdateBodySchema,
    initialValues: {
      ...itemFieldValues(program),
      sequential: program.sequential,
      themed: program.theme !== null,
      theme: program.theme ?? {},
    } satisfies ProgramFormValues,
    toBody: ({ themed, theme, ...values }) => ({
      ...values,
      ...(program.themeAllowed ? { theme: themed ? theme : null } : {}),
    }),
    messages: {
      ...itemFieldMessages(t),
      ...colorMessages('theme', t),
    },
  });

  return (
    <ItemSettingsForm form={form} update={update}>
      <Stack>
        <Switch
          label={t('program.sequential')}
          description={t('program.sequentialHint')}
          disabled={readOnly}
          {...form.getInputProps('sequential', { type: 'checkbox' })}
        />
        <Title order={2} size="h4">
          {t('program.theme')}
        </Title>
        {program.themeAllowed ? (
          <ThemeFields form={form} readOnly={readOnly} />
        ) : (
          <Text c="dimmed" size="sm">
            {t('program.themeNotAllowed', { max: LIMITS.programThemingMaxCourses })}
          </Text>
        )}
      </Stack>
    </ItemSettingsForm>
  );
}

/** The program's own colours and picture, when it uses a theme. */
function ThemeFields({
  form,
  readOnly,
}: {
  form: UseFormReturnType<ProgramFormValues, unknown>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('builder');
  const { themed, theme } = form.values;
  return (
    <>
      <Switch
        label={t('program.useTheme')}
        disabled={readOnly}
        {...form.getInputProps('themed', { type: 'checkbox' })}
      />
      {themed && <ColorFields form={form} path="theme" readOnly={readOnly} />}
      {themed && (
        <ImagePicker
          label={t('program.themeImage')}
          value={theme.image ?? null}
          readOnly={readOnly}
          onChange={(image) => form.setFieldValue('theme.image', image ?? undefined)}
        />
      )}
    </>
  );
}
