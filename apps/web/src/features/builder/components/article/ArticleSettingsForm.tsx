import { articleUpdateBodySchema, type BuilderArticle } from '@lp/shared/builder';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useUpdateArticle } from '../../api/update-article.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { itemFieldMessages, itemFieldValues } from '../forms/ItemFields.tsx';
import { ItemSettingsForm } from '../forms/ItemSettingsForm.tsx';

const SWITCHES = ['published', 'allowSharing', 'cleanView', 'interactions'] as const;
const pathOf = (key: (typeof SWITCHES)[number]) => (key === 'published' ? key : (`settings.${key}` as const));

/** SPEC §3 article settings: published, tags, allow sharing, clean view, interactions, priority. */
export function ArticleSettingsForm({ article }: { article: BuilderArticle }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const update = useUpdateArticle(article._id);
  const form = useSchemaForm({
    schema: articleUpdateBodySchema,
    initialValues: { ...itemFieldValues(article), published: article.published, settings: article.settings },
    messages: itemFieldMessages(t),
  });

  return (
    <ItemSettingsForm form={form} update={update}>
      <Stack>
        {SWITCHES.map((key) => (
          <Switch
            key={key}
            label={t(`article.${key}`)}
            description={t(`article.${key}Hint`)}
            disabled={readOnly}
            {...form.getInputProps(pathOf(key), { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </ItemSettingsForm>
  );
}
