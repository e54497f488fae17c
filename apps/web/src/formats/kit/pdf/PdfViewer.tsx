import { ActionIcon, Alert, Anchor, Box, Center, Group, Loader, NumberInput, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OpenPdf, openPdf } from './pdf.ts';

interface PdfViewerProps {
  url: string;
  title: string;
  /** Called whenever another page has been seen: how many of the pages have been seen so far. */
  onPagesSeen: (seen: number, total: number) => void;
}

/** A PDF drawn page by page with pdf.js: previous/next, a page number field and the arrow keys. */
export function PdfViewer({ url, title, onPagesSeen }: PdfViewerProps) {
  const { t } = useTranslation('formatsMedia');
  const [pdf, setPdf] = useState<OpenPdf | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const seen = useRef(new Set<number>());
  const canvas = useRef<HTMLCanvasElement>(null);
  const { ref: frame, width } = useElementSize();
  const report = useRef(onPagesSeen);
  report.current = onPagesSeen;

  useEffect(() => {
    let open: OpenPdf | null = null;
    let cancelled = false;
    setPdf(null);
    setFailed(false);
    setPage(1);
    seen.current = new Set();
    openPdf(url)
      .then((opened) => {
        if (cancelled) return opened.close();
        open = opened;
        setPdf(opened);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      open?.close();
    };
  }, [url]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    const drawWidth = Math.min(width || 800, 1000);
    pdf.renderPage(page, canvas.current, drawWidth).catch(() => setFailed(true));
    if (!seen.current.has(page)) {
      seen.current.add(page);
      report.current(seen.current.size, pdf.pageCount);
    }
  }, [pdf, page, width]);

  if (failed) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert" title={t('pdf.failed')}>
        <Anchor href={url} target="_blank" rel="noopener noreferrer">
          {t('pdf.openFile')}
        </Anchor>
      </Alert>
    );
  }
  const total = pdf?.pageCount ?? 0;
  const go = (to: number) => setPage(Math.max(1, Math.min(total, to)));
  return (
    <Box>
      <Group justify="center" gap="sm" mb="sm">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => go(page - 1)}
          disabled={!pdf || page <= 1}
          aria-label={t('pdf.previous')}
        >
          <IconChevronLeft size={20} />
        </ActionIcon>
        <NumberInput
          aria-label={t('pdf.pageNumber')}
          value={page}
          min={1}
          max={Math.max(1, total)}
          allowDecimal={false}
          onChange={(next) => typeof next === 'number' && go(next)}
          w={80}
          disabled={!pdf}
        />
        <Text size="sm">{t('pdf.ofTotal', { total })}</Text>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => go(page + 1)}
          disabled={!pdf || page >= total}
          aria-label={t('pdf.next')}
        >
          <IconChevronRight size={20} />
        </ActionIcon>
      </Group>
      <Box
        ref={frame}
        tabIndex={0}
        role="region"
        aria-label={t('pdf.page', { title, page, total })}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'PageDown') go(page + 1);
          if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(page - 1);
        }}
        style={{ overflow: 'auto', textAlign: 'center' }}
      >
        {!pdf && (
          <Center py="xl">
            <Loader role="status" aria-label={t('pdf.loading')} />
          </Center>
        )}
        <canvas
          ref={canvas}
          hidden={!pdf}
          style={{ maxWidth: '100%', boxShadow: 'var(--mantine-shadow-sm)' }}
        />
      </Box>
      <Text ta="center" mt="xs" size="sm">
        <Anchor href={url} target="_blank" rel="noopener noreferrer">
          {t('pdf.openFile')}
        </Anchor>
      </Text>
    </Box>
  );
}
