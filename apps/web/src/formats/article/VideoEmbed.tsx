import { AspectRatio } from '@mantine/core';
import { embedUrlOf } from './video-embed.ts';

/** A YouTube or Vimeo video in a sandboxed frame; any other link shows nothing. */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  const src = embedUrlOf(url);
  if (!src) return null;
  return (
    <AspectRatio ratio={16 / 9}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        style={{ border: 0 }}
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
      />
    </AspectRatio>
  );
}
