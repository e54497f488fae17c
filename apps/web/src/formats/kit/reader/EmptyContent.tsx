import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a reader shows for a deck whose content was never filled in. */
export function EmptyContent() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('reader.empty')}</Text>;
}
