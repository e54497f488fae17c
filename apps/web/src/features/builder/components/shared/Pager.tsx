import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  total: number | undefined;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}

/** The page numbers under a long list; nothing when everything fits on one page. */
export function Pager({ total = 0, pageSize, page, onChange }: PagerProps) {
  const { t } = useTranslation('builder');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Pagination mt="md" total={pages} value={page} onChange={onChange} aria-label={t('learners.pages')} />
  );
}
