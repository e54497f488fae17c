import { Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Collectible = { title: string; image?: string };

interface CollectibleEditorProps {
  value: unknown;
  onChange: (collectible: Collectible | undefined) => void;
  readOnly: boolean;
}

const asCollectible = (value: unknown): Collectible | undefined =>
  value && typeof value === 'object' ? (value as Collectible) : undefined;

/** The optional collectible a scratch card grants at its first completion. */
export function CollectibleEditor({ value, onChange, readOnly }: CollectibleEditorProps) {
  const { t } = useTranslation('formatsInteractive');
  const collectible = asCollectible(value);
  return (
    <Stack gap="xs">
      <Switch
        label={t('scratch.grantsCollectible')}
        checked={Boolean(collectible)}
        disabled={readOnly}
        onChange={(event) => onChange(event.currentTarget.checked ? { title: '' } : undefined)}
      />
      {collectible && (
        <>
          <TextInput
            label={t('scratch.collectibleName')}
            value={collectible.title}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...collectible, title: event.currentTarget.value })}
          />
          <TextInput
            label={t('editor.imageUrl')}
            value={collectible.image ?? ''}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...collectible, image: event.currentTarget.value || undefined })}
          />
        </>
      )}
    </Stack>
  );
}
