/**
 * The player address of a YouTube or Vimeo link (the only hosts the schema accepts), or null.
 * Watch pages, short links and embed links all work; YouTube plays from its no-cookie domain.
 */
export function embedUrlOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  const id = /^[\w-]{6,20}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const video = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1];
    return video && id.test(video) ? `https://www.youtube-nocookie.com/embed/${video}` : null;
  }
  if (host === 'youtu.be') {
    const video = url.pathname.slice(1);
    return id.test(video) ? `https://www.youtube-nocookie.com/embed/${video}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const video = url.pathname.match(/(\d{5,12})/)?.[1];
    return video ? `https://player.vimeo.com/video/${video}` : null;
  }
  return null;
}
