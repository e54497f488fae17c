import { postCreateBodySchema, SOCIAL_LIMITS, type SocialImage } from '@lp/shared/social/index';
import { ActionIcon, Button, Card, FileButton, Group, Image, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useArticleLibrary, useCourseLibrary } from '../../content/index.ts';
import { useCreatePost, useUploadImage } from '../api/feed.ts';
import { PostEditor } from './PostEditor.tsx';

interface ComposerValues extends Record<string, unknown> {
  html: string;
  images: SocialImage[];
  /** `course:<id>` or `article:<id>`, or '' for none. */
  link: string;
}

const toBody = (values: ComposerValues) => {
  const [kind, id] = values.link.split(':');
  return {
    html: values.html,
    images: values.images.map((image) => image._id),
    link: kind && id ? { kind, id } : null,
  };
};

/** Write a post: rich text, up to four images, and a course or article of the team to point at. */
export function Composer() {
  const { t } = useTranslation('social');
  const create = useCreatePost();
  const upload = useUploadImage();
  const courses = useCourseLibrary().data?.courses ?? [];
  const articles = useArticleLibrary().data ?? [];
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: postCreateBodySchema,
    initialValues: { html: '', images: [], link: '' } as ComposerValues,
    toBody,
  });
  const images = form.values.images;

  const addFiles = async (files: File[]) => {
    for (const file of files.slice(0, SOCIAL_LIMITS.imagesMax - images.length)) {
      try {
        const image = await upload.mutateAsync(file);
        form.setFieldValue('images', (current) => [...current, image]);
      } catch (err) {
        notifications.show({
          withCloseButton: false,
          color: 'red',
          message: errorMessage(err, t('composer.uploadFailed')),
        });
      }
    }
  };

  const submit = form.onSubmit(async (body) => {
    setFormError(null);
    try {
      await create.mutateAsync(body);
      form.reset();
      notifications.show({ withCloseButton: false, message: t('composer.posted') });
    } catch (err) {
      setFormError(errorMessage(err, t('composer.uploadFailed')));
    }
  });

  const linkOptions = [
    { value: '', label: t('composer.linkNone') },
    ...courses.map((c) => ({ value: `course:${c._id}`, label: t('post.linkCourse', { name: c.name }) })),
    ...articles.map((a) => ({ value: `article:${a._id}`, label: t('post.linkArticle', { name: a.name }) })),
  ];

  return (
    <Card withBorder component="form" onSubmit={submit} aria-label={t('composer.label')}>
      <Stack gap="sm">
        <PostEditor
          value={form.values.html}
          onChange={(html) => form.setFieldValue('html', html)}
          error={(form.errors.html as string | undefined) ?? formError ?? undefined}
        />
        {images.length > 0 && (
          <Group gap="xs">
            {images.map((image, index) => (
              <div key={image._id} style={{ position: 'relative' }}>
                <Image src={image.thumbnailUrl ?? image.url} alt="" w={88} h={66} radius="sm" fit="cover" />
                <ActionIcon
                  size="sm"
                  color="dark"
                  variant="filled"
                  pos="absolute"
                  top={2}
                  right={2}
                  aria-label={t('composer.removeImage', { index: index + 1 })}
                  onClick={() =>
                    form.setFieldValue(
                      'images',
                      images.filter((i) => i._id !== image._id),
                    )
                  }
                >
                  <IconX size={14} />
                </ActionIcon>
              </div>
            ))}
          </Group>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm" align="flex-end">
            <FileButton
              onChange={(files) => void addFiles(files)}
              accept="image/png,image/jpeg,image/gif,image/webp"
              multiple
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPhotoPlus size={18} />}
                  loading={upload.isPending}
                  disabled={images.length >= SOCIAL_LIMITS.imagesMax}
                >
                  {t('composer.addImages')}
                </Button>
              )}
            </FileButton>
            <Select
              label={t('composer.linkContent')}
              data={linkOptions}
              searchable
              w={260}
              {...form.getInputProps('link')}
            />
          </Group>
          <Button type="submit" loading={create.isPending}>
            {t('composer.submit')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('composer.imagesHint', { count: SOCIAL_LIMITS.imagesMax })}
        </Text>
      </Stack>
    </Card>
  );
}
