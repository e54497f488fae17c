import { tagBodySchema } from '@lp/shared/tags';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/DataTable.tsx';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useCreateTag } from '../../api/create-tag.ts';
import { useDeleteTag } from '../../api/delete-tag.ts';
import { useTags } from '../../api/get-tags.ts';
import { useRenameTag } from '../../api/update-tag.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { NameModal } from '../forms/NameModal.tsx';
import { RowActions } from '../shared/RowActions.tsx';

/** The team's tags: create, rename, delete; each shows how many items carry it. */
export function TagsPanel() {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const tags = useTags();
  const rename = useRenameTag();
  const remove = useDeleteTag();
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  return (
    <Stack>
      {!readOnly && <NewTagForm />}
      <DataTable
        query={tags}
        empty={t('tags.none')}
        minWidth={480}
        columns={[
          { key: 'name', header: t('tags.name'), cell: (tag) => tag.name },
          {
            key: 'usage',
            header: t('tags.usage'),
            cell: ({ counts }) =>
              t('tags.counts', {
                courses: counts.courses,
                programs: counts.programs,
                articles: counts.articles,
              }),
          },
          !readOnly && {
            key: 'actions',
            cell: (tag) => (
              <RowActions
                editLabel={t('content.renameOf', { name: tag.name })}
                onEdit={() => setRenaming({ id: tag._id, name: tag.name })}
                remove={{
                  id: tag._id,
                  name: tag.name,
                  remove,
                  title: t('tags.deleteTitle'),
                  message: t('tags.deleteMessage', { name: tag.name }),
                }}
              />
            ),
          },
        ]}
      />
      <NameModal
        opened={renaming !== null}
        title={t('tags.renameTitle')}
        label={t('tags.name')}
        initialValue={renaming?.name ?? ''}
        submitLabel={t('common.save')}
        loading={rename.isPending}
        schema={tagBodySchema}
        nameMessage={t('tags.invalid')}
        onClose={() => setRenaming(null)}
        onSubmit={({ name }) =>
          renaming &&
          rename.mutate(
            { id: renaming.id, name },
            {
              onSuccess: () => {
                setRenaming(null);
                notifySuccess(t('content.renamed'));
              },
              onError: notifyError,
            },
          )
        }
      />
    </Stack>
  );
}

/** A new tag's name; the shared rule (letters, digits, spaces, _ and -) is checked before sending. */
function NewTagForm() {
  const { t } = useTranslation('builder');
  const create = useCreateTag();
  const form = useSchemaForm({
    schema: tagBodySchema,
    initialValues: { name: '' },
    messages: { name: t('tags.invalid') },
  });
  const submit = form.onSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: (tag) => {
        form.reset();
        notifySuccess(t('tags.created', { name: tag.name }));
      },
      onError: notifyError,
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start">
        <TextInput label={t('tags.new')} description={t('tags.hint')} {...form.getInputProps('name')} />
        <Button type="submit" mt={46} loading={create.isPending}>
          {t('tags.create')}
        </Button>
      </Group>
    </form>
  );
}
