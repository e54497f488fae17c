import { type BuilderProgram, type ProgramTheme, programUpdateBodySchema } from '@lp/shared/builder';
import { LIMITS } from '@lp/shared/constants';
import {
  Alert,
  Button,
  ColorInput,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProgram } from '../../api/update-program.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { type FieldErrors, fieldErrors } from '../../validation.ts';
import { ImagePicker } from '../shared/ImagePicker.tsx';
import { ItemFields, type ItemFieldValues, itemFieldValues } from '../shared/ItemFields.tsx';
import { notifyError, notifySuccess } from '../shared/notify.ts';

const COLOR_KEYS = ['main', 'primary', 'primaryText'] as const;

/** A program's settings: item fields, sequential, and a theme only under 12 courses (SPEC §5). */
export function ProgramSettingsForm({ program }: { program: BuilderProgram }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const update = useUpdateProgram(program._id);
  const [item, setItem] = useState<ItemFieldValues>(() => itemFieldValues(program));
  const [sequential, setSequential] = useState(program.sequential);
  const [themed, setThemed] = useState(program.theme !== null);
  const [theme, setTheme] = useState<ProgramTheme>(program.theme ?? {});
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...item, sequential, ...(program.themeAllowed ? { theme: themed ? theme : null } : {}) };
    const parsed = programUpdateBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, t));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, { onSuccess: () => notifySuccess(t('settings.saved')), onError: notifyError });
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder p="lg" maw={820}>
      {Object.keys(errors).length > 0 && (
        <Alert color="red" mb="md" role="alert" title={t('validation.fixErrors')}>
          {Object.values(errors).join(' ')}
        </Alert>
      )}
      <ItemFields
        values={item}
        errors={errors}
        readOnly={readOnly}
        onChange={(patch) => setItem({ ...item, ...patch })}
      />
      <Divider my="lg" />
      <Stack>
        <Switch
          label={t('program.sequential')}
          description={t('program.sequentialHint')}
          checked={sequential}
          disabled={readOnly}
          onChange={(event) => setSequential(event.currentTarget.checked)}
        />
        <Title order={2} size="h4">
          {t('program.theme')}
        </Title>
        {program.themeAllowed ? (
          <>
            <Switch
              label={t('program.useTheme')}
              checked={themed}
              disabled={readOnly}
              onChange={(event) => setThemed(event.currentTarget.checked)}
            />
            {themed && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {COLOR_KEYS.map((key) => (
                  <ColorInput
                    key={key}
                    label={t(`colors.${key}`)}
                    format="hex"
                    value={theme[key] ?? ''}
                    error={errors[`theme.${key}`]}
                    readOnly={readOnly}
                    onChange={(value) => setTheme({ ...theme, [key]: value || undefined })}
                  />
                ))}
              </SimpleGrid>
            )}
            {themed && (
              <ImagePicker
                label={t('program.themeImage')}
                value={theme.image ?? null}
                readOnly={readOnly}
                onChange={(image) => setTheme({ ...theme, image: image ?? undefined })}
              />
            )}
          </>
        ) : (
          <Text c="dimmed" size="sm">
            {t('program.themeNotAllowed', { max: LIMITS.programThemingMaxCourses })}
          </Text>
        )}
      </Stack>
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
