import { articleUpdateBodySchema, type BuilderArticle } from '@lp/shared/builder';
import type { ArticleSettings } from '@lp/shared/content';
import { Alert, Button, Divider, Group, Paper, Stack, Switch } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateArticle } from '../../api/update-article.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { type FieldErrors, fieldErrors } from '../../validation.ts';
import { ItemFields, type ItemFieldValues, itemFieldValues } from '../shared/ItemFields.tsx';
import { notifyError, notifySuccess } from '../shared/notify.ts';

const SWITCHES = ['allowSharing', 'cleanView', 'interactions'] as const;

/** SPEC §3 article settings: published, tags, allow sharing, clean view, interactions, priority. */
export function ArticleSettingsForm({ article }: { article: BuilderArticle }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const update = useUpdateArticle(article._id);
  const [item, setItem] = useState<ItemFieldValues>(() => itemFieldValues(article));
  const [published, setPublished] = useState(article.published);
  const [settings, setSettings] = useState<ArticleSettings>(article.settings);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = articleUpdateBodySchema.safeParse({ ...item, published, settings });
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
          label={t('article.published')}
          description={t('article.publishedHint')}
          checked={published}
          disabled={readOnly}
          onChange={(event) => setPublished(event.currentTarget.checked)}
        />
        {SWITCHES.map((key) => (
          <Switch
            key={key}
            label={t(`article.${key}`)}
            description={t(`article.${key}Hint`)}
            checked={settings[key]}
            disabled={readOnly}
            onChange={(event) => setSettings({ ...settings, [key]: event.currentTarget.checked })}
          />
        ))}
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
