import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import classes from './SafeHtml.module.css';

interface SafeHtmlProps {
  html: string;
}

/** Rich text from the content, sanitized by DOMPurify before it reaches the page; images fit the width. */
export function SafeHtml({ html }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above */}
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
