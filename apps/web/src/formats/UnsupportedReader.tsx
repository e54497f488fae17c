import { Alert } from '@mantine/core';
import { IconPuzzleOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** SPEC §8 "Unknown reader type yields an error flag": a clear message instead of a player. */
export function UnsupportedReader({ readerType }: { readerType: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconPuzzleOff size={18} />} title={t('reader.unsupported')} role="alert">
      {t('reader.unsupportedType', { type: readerType })}
    </Alert>
  );
}
