import { type Banner, type BannerCreateBody, bannerCreateBodySchema } from '@lp/shared/banners';
import { Group, Modal, NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { DialogForm } from '../forms/DialogForm.tsx';
import { FormErrorSummary } from '../forms/FormErrorSummary.tsx';
import { ImagePicker } from '../shared/ImagePicker.tsx';

const EMPTY: BannerCreateBody = {
  name: '',
  description: '',
  image: null,
  link: null,
  priority: 0,
  button_text: '',
  published: false,
};

interface BannerFormProps {
  /** The banner being edited, 'new' for a new one, null when closed. */
  banner: Banner | 'new' | null;
  saving: boolean;
  onClose: () => void;
  onSave: (body: BannerCreateBody) => void;
}

/** SPEC §3 Banner: name, description, image, link, priority, button text, published. */
export function BannerForm({ banner, ...props }: BannerFormProps) {
  const { t } = useTranslation('builder');
  return (
    <Modal
      opened={banner !== null}
      onClose={props.onClose}
      title={banner === 'new' ? t('banners.new') : t('banners.edit')}
      size="lg"
    >
      {banner && <BannerFields key={banner === 'new' ? banner : banner._id} banner={banner} {...props} />}
    </Modal>
  );
}

function BannerFields({ banner, saving, onClose, onSave }: BannerFormProps & { banner: Banner | 'new' }) {
  const { t } = useTranslation('builder');
  const form = useSchemaForm({
    schema: bannerCreateBodySchema,
    initialValues: banner === 'new' ? EMPTY : bannerValues(banner),
    messages: {
      name: t('validation.nameRequired'),
      priority: t('validation.priority'),
      image: t('validation.link'),
      link: t('validation.link'),
    },
  });

  return (
    <DialogForm
      onSubmit={form.onSubmit(onSave)}
      onClose={onClose}
      submitLabel={t('common.save')}
      loading={saving}
    >
      <FormErrorSummary errors={form.errors} />
      <TextInput label={t('banners.name')} required {...form.getInputProps('name')} />
      <Textarea
        label={t('banners.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <ImagePicker label={t('banners.image')} {...form.getInputProps('image')} />
      <TextInput
        label={t('banners.link')}
        description={t('banners.linkHint')}
        value={form.values.link ?? ''}
        error={form.errors.link}
        onChange={(event) => form.setFieldValue('link', event.currentTarget.value.trim() || null)}
      />
      <Group grow align="flex-start">
        <TextInput label={t('banners.buttonText')} {...form.getInputProps('button_text')} />
        <NumberInput
          label={t('banners.priority')}
          description={t('settings.priorityHint')}
          allowDecimal={false}
          {...form.getInputProps('priority')}
        />
      </Group>
      <Switch label={t('banners.published')} {...form.getInputProps('published', { type: 'checkbox' })} />
    </DialogForm>
  );
}

function bannerValues({ name, description, image, link, priority, button_text, published }: Banner) {
  return { name, description, image, link, priority, button_text, published };
}
