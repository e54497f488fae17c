import { Badge, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown on every screen opened with preview=true: progress is not recorded there. */
export function PreviewBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('preview.help')}>
      <Badge color="grape" variant="filled" leftSection={<IconEye size={14} />}>
        {t('preview.badge')}
      </Badge>
    </Tooltip>
  );
}
