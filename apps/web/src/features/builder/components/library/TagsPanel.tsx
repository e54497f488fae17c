import { tagBodySchema } from '@lp/shared/tags';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { useCreateTag } from '../../api/create-tag.ts';
import { useDeleteTag } from '../../api/delete-tag.ts';
import { useTags } from '../../api/get-tags.ts';
import { useRenameTag } from '../../api/update-tag.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { ConfirmButton } from '../shared/ConfirmButton.tsx';
import { NameModal } from '../shared/NameModal.tsx';
import { notifyError, notifySuccess } from '../shared/notify.ts';

/** The team's tags: create, rename, delete; each shows how many items carry it. */
export function TagsPanel() {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const tags = useTags();
  const create = useCreateTag();
  const rename = useRenameTag();
  const remove = useDeleteTag();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tagBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(t('tags.invalid'));
      return;
    }
    setError(null);
    create.mutate(parsed.data.name, {
      onSuccess: (tag) => {
        setName('');
        notifySuccess(t('tags.created', { name: tag.name }));
      },
      onError: notifyError,
    });
  };

  return (
    <Stack>
      {!readOnly && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start">
            <TextInput
              label={t('tags.new')}
              description={t('tags.hint')}
              value={name}
              error={error}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button type="submit" mt={46} loading={create.isPending}>
              {t('tags.create')}
            </Button>
          </Group>
        </form>
      )}
      {tags.isError && <QueryFailure error={tags.error} />}
      {tags.data?.length === 0 && <Text c="dimmed">{t('tags.none')}</Text>}
      {tags.data && tags.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tags.name')}</Table.Th>
                <Table.Th>{t('tags.usage')}</Table.Th>
                {!readOnly && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tags.data.map((tag) => (
                <Table.Tr key={tag._id}>
                  <Table.Td>{tag.name}</Table.Td>
                  <Table.Td>
                    {t('tags.counts', {
                      courses: tag.counts.courses,
                      programs: tag.counts.programs,
                      articles: tag.counts.articles,
                    })}
                  </Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <Group gap={2} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('content.renameOf', { name: tag.name })}
                          onClick={() => setRenaming({ id: tag._id, name: tag.name })}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                        <ConfirmButton
                          icon={<IconTrash size={18} aria-hidden />}
                          label={t('content.deleteOf', { name: tag.name })}
                          title={t('tags.deleteTitle')}
                          message={t('tags.deleteMessage', { name: tag.name })}
                          confirmLabel={t('common.delete')}
                          onConfirm={() =>
                            remove.mutate(tag._id, {
                              onSuccess: () => notifySuccess(t('content.deleted', { name: tag.name })),
                              onError: notifyError,
                            })
                          }
                        />
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <NameModal
        opened={renaming !== null}
        title={t('tags.renameTitle')}
        label={t('tags.name')}
        initialValue={renaming?.name ?? ''}
        submitLabel={t('common.save')}
        loading={rename.isPending}
        onClose={() => setRenaming(null)}
        onSubmit={(next) =>
          renaming &&
          rename.mutate(
            { id: renaming.id, name: next },
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
