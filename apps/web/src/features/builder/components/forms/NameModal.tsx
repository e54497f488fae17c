import { topicBodySchema } from '@lp/shared/builder';
import { Modal, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { FormatSelect } from '../shared/FormatSelect.tsx';
import { DialogForm } from './DialogForm.tsx';

export interface NamedItem {
  name: string;
  /** Only when the dialog asks for a format. */
  readerType?: string;
}

interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  initialValue?: string;
  submitLabel: string;
  loading?: boolean;
  /** The request the answer must fit (a shared body schema with `name`); a topic's by default. */
  schema?: z.ZodType<NamedItem>;
  /** What a refused name says; "Name is required" by default. */
  nameMessage?: string;
  /** Also asks for the format of the new item, chosen from `options`. */
  format?: { options: { value: string; label: string }[]; initial: string | null; description?: string };
  onClose: () => void;
  onSubmit: (item: NamedItem) => void;
}

/** Asks for one name (a new topic, a renamed file, ...) and, for a new article or deck, its format. */
export function NameModal({ opened, title, onClose, ...props }: NameModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      {/* A new form at each opening: nothing typed before is left over. */}
      <NameForm key={String(opened)} onClose={onClose} {...props} />
    </Modal>
  );
}

function NameForm({
  label,
  initialValue = '',
  submitLabel,
  loading,
  schema = topicBodySchema,
  nameMessage,
  format,
  onClose,
  onSubmit,
}: Omit<NameModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation('builder');
  const form = useSchemaForm({
    schema,
    initialValues: { name: initialValue, readerType: format?.initial ?? null },
    messages: { name: nameMessage ?? t('validation.nameRequired'), readerType: t('create.formatRequired') },
  });

  return (
    <DialogForm
      onSubmit={form.onSubmit(onSubmit)}
      onClose={onClose}
      submitLabel={submitLabel}
      loading={loading}
    >
      <TextInput label={label} required data-autofocus {...form.getInputProps('name')} />
      {format && (
        <FormatSelect
          data={format.options}
          description={format.description}
          {...form.getInputProps('readerType')}
        />
      )}
    </DialogForm>
  );
}
