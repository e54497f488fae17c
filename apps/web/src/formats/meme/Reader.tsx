import { readingFormats } from '@lp/shared/formats/reading';
import { Image, Stack } from '@mantine/core';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';
import classes from './Meme.module.css';

/** Meme: a picture with a top and a bottom caption in the classic outlined capitals. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const meme = useParsedContent(readingFormats.meme.contentSchema, content);
  if (!meme) return <EmptyContent />;
  return (
    <Stack gap="lg">
      <figure className={classes.frame} style={{ margin: 0 }}>
        <Image src={meme.image} alt={meme.alt} w="100%" />
        {meme.topText && (
          <p className={`${classes.caption} ${classes.top}`} aria-hidden>
            {meme.topText}
          </p>
        )}
        {meme.bottomText && (
          <p className={`${classes.caption} ${classes.bottom}`} aria-hidden>
            {meme.bottomText}
          </p>
        )}
        <figcaption style={visuallyHidden}>
          {[meme.topText, meme.bottomText].filter(Boolean).join(' — ')}
        </figcaption>
      </figure>
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}

/** Read by screen readers, not shown: the captions drawn over the picture. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
