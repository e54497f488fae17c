import { type Banner, type BannerCreateBody, bannerCreateBodySchema } from '@lp/shared/banners';
import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, fieldErrors, numberValue } from '../../validation.ts';
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
export function BannerForm({ banner, saving, onClose, onSave }: BannerFormProps) {
  const { t } = useTranslation('builder');
  const [values, setValues] = useState<BannerCreateBody>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    setErrors({});
    if (banner === 'new' || banner === null) setValues(EMPTY);
    else {
      const { name, description, image, link, priority, button_text, published } = banner;
      setValues({ name, description, image, link, priority, button_text, published });
    }
  }, [banner]);

  const set = (patch: Partial<BannerCreateBody>) => setValues({ ...values, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bannerCreateBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, t));
      return;
    }
    onSave(parsed.data);
  };

  return (
    <Modal
      opened={banner !== null}
      onClose={onClose}
      title={banner === 'new' ? t('banners.new') : t('banners.edit')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {Object.keys(errors).length > 0 && (
            <Alert color="red" role="alert">
              {t('validation.fixErrors')}
            </Alert>
          )}
          <TextInput
            label={t('banners.name')}
            required
            value={values.name}
            error={errors.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <Textarea
            label={t('banners.description')}
            autosize
            minRows={2}
            value={values.description}
            error={errors.description}
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
          <ImagePicker
            label={t('banners.image')}
            value={values.image}
            error={errors.image}
            onChange={(image) => set({ image })}
          />
          <TextInput
            label={t('banners.link')}
            description={t('banners.linkHint')}
            value={values.link ?? ''}
            error={errors.link}
            onChange={(event) => set({ link: event.currentTarget.value.trim() || null })}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('banners.buttonText')}
              value={values.button_text}
              error={errors.button_text}
              onChange={(event) => set({ button_text: event.currentTarget.value })}
            />
            <NumberInput
              label={t('banners.priority')}
              description={t('settings.priorityHint')}
              allowDecimal={false}
              value={values.priority}
              error={errors.priority}
              onChange={(value) => set({ priority: numberValue(value) })}
            />
          </Group>
          <Switch
            label={t('banners.published')}
            checked={values.published}
            onChange={(event) => set({ published: event.currentTarget.checked })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
