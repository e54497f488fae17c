/**
 * YouTube and Vimeo through their official iframe player APIs (the scripts they publish), wrapped
 * in one small interface so the readers treat every source alike.
 */

export interface EmbedCallbacks {
  /** The playhead position and the length of the video, in seconds. */
  onTime: (seconds: number, duration: number) => void;
  onEnded: (duration: number) => void;
}

export interface EmbedPlayer {
  play: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
  setRate: (rate: number) => void;
  destroy: () => void;
}

interface YouTubePlayer {
  playVideo: () => void;
  pauseVideo: () => void;
  seekTo: (seconds: number, allowSeekAhead: boolean) => void;
  setPlaybackRate: (rate: number) => void;
  getCurrentTime: () => number;
  getDuration: () => number;
  destroy: () => void;
}

interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      width?: string;
      height?: string;
      playerVars?: Record<string, number | string>;
      events?: { onStateChange?: (event: { data: number }) => void };
    },
  ) => YouTubePlayer;
  PlayerState: { ENDED: number; PLAYING: number };
}

interface VimeoPlayer {
  on: (event: string, handler: (data: { seconds: number; duration: number }) => void) => void;
  play: () => Promise<void>;
  pause: () => Promise<void>;
  setCurrentTime: (seconds: number) => Promise<number>;
  setPlaybackRate: (rate: number) => Promise<number>;
  getDuration: () => Promise<number>;
  destroy: () => Promise<void>;
}

interface VimeoNamespace {
  Player: new (
    element: HTMLElement,
    options: { id: number; responsive?: boolean; dnt?: boolean },
  ) => VimeoPlayer;
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    Vimeo?: VimeoNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scripts.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  scripts.set(src, loading);
  return loading;
}

let youtubeReady: Promise<YouTubeNamespace> | null = null;

function loadYouTube(): Promise<YouTubeNamespace> {
  youtubeReady ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    loadScript('https://www.youtube.com/iframe_api').catch((error: unknown) => {
      youtubeReady = null;
      reject(error);
    });
  });
  return youtubeReady;
}

/** How often the YouTube playhead is read while playing (its API has no time event). */
const YOUTUBE_POLL_MS = 250;

export async function createYouTubePlayer(
  element: HTMLElement,
  videoId: string,
  callbacks: EmbedCallbacks,
): Promise<EmbedPlayer> {
  const YT = await loadYouTube();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopPolling = () => clearInterval(timer);
  const player: YouTubePlayer = new YT.Player(element, {
    videoId,
    width: '100%',
    height: '100%',
    playerVars: { rel: 0, playsinline: 1, modestbranding: 1 },
    events: {
      onStateChange: ({ data }) => {
        stopPolling();
        if (data === YT.PlayerState.PLAYING) {
          timer = setInterval(
            () => callbacks.onTime(player.getCurrentTime(), player.getDuration()),
            YOUTUBE_POLL_MS,
          );
        }
        if (data === YT.PlayerState.ENDED) callbacks.onEnded(player.getDuration());
      },
    },
  });
  return {
    play: () => player.playVideo(),
    pause: () => player.pauseVideo(),
    seek: (seconds) => player.seekTo(seconds, true),
    setRate: (rate) => player.setPlaybackRate(rate),
    destroy: () => {
      stopPolling();
      player.destroy();
    },
  };
}

export async function createVimeoPlayer(
  element: HTMLElement,
  videoId: string,
  callbacks: EmbedCallbacks,
): Promise<EmbedPlayer> {
  await loadScript('https://player.vimeo.com/api/player.js');
  const Vimeo = window.Vimeo;
  if (!Vimeo) throw new Error('The Vimeo player did not load');
  const player = new Vimeo.Player(element, { id: Number(videoId), responsive: true, dnt: true });
  player.on('timeupdate', ({ seconds, duration }) => callbacks.onTime(seconds, duration));
  player.on('ended', ({ duration }) => callbacks.onEnded(duration));
  return {
    play: () => void player.play().catch(() => undefined),
    pause: () => void player.pause().catch(() => undefined),
    seek: (seconds) => void player.setCurrentTime(seconds).catch(() => undefined),
    setRate: (rate) => void player.setPlaybackRate(rate).catch(() => undefined),
    destroy: () => void player.destroy().catch(() => undefined),
  };
}
