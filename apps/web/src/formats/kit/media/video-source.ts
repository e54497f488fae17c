/** Where a video plays: a file in a <video> element, or a YouTube or Vimeo player. */
export type VideoSource =
  | { kind: 'file'; url: string }
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, section, id] = url.pathname.split('/');
  return section === 'embed' || section === 'shorts' || section === 'live' ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  return url.pathname.split('/').find((part) => VIMEO_ID.test(part));
}

/** A YouTube or Vimeo page address plays in their player; anything else is a media file. */
export function videoSourceOf(address: string): VideoSource {
  let url: URL;
  try {
    url = new URL(address, window.location.origin);
  } catch {
    return { kind: 'file', url: address };
  }
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return { kind: 'youtube', id: youtube };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo };
  return { kind: 'file', url: address };
}
