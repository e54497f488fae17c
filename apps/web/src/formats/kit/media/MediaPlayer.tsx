import { Alert, Anchor, AspectRatio, Box } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type Ref, type SyntheticEvent, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createVimeoPlayer, createYouTubePlayer, type EmbedPlayer } from './embed-players.ts';
import { videoSourceOf } from './video-source.ts';

/** What a reader may do with a playing recording. */
export interface PlayerHandle {
  play: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
  setRate: (rate: number) => void;
}

export interface MediaPlayerProps {
  url: string;
  kind: 'video' | 'audio';
  /** The accessible name of the player. */
  title: string;
  poster?: string;
  /** Reels: a 9:16 frame instead of 16:9. */
  vertical?: boolean;
  autoPlay?: boolean;
  onTime: (seconds: number, duration: number) => void;
  onEnded: (duration: number) => void;
  handleRef?: Ref<PlayerHandle>;
}

/** A media file in <video>/<audio>, or a YouTube/Vimeo address in that site's player. */
export function MediaPlayer(props: MediaPlayerProps) {
  const source = videoSourceOf(props.url);
  if (props.kind === 'video' && source.kind !== 'file') {
    return <EmbeddedVideo {...props} site={source.kind} videoId={source.id} />;
  }
  return <FilePlayer {...props} />;
}

function FilePlayer({
  url,
  kind,
  title,
  poster,
  vertical,
  autoPlay,
  onTime,
  onEnded,
  handleRef,
}: MediaPlayerProps) {
  const element = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useImperativeHandle(handleRef, () => ({
    play: () => void element.current?.play().catch(() => undefined),
    pause: () => element.current?.pause(),
    seek: (seconds) => {
      if (element.current) element.current.currentTime = seconds;
    },
    setRate: (rate) => {
      if (element.current) element.current.playbackRate = rate;
    },
  }));
  // Also on `play`: browsers send the first timeupdate only ~250 ms into playback, and without the
  // starting position that first stretch never counts, so a short clip could never reach 100%.
  const time = (event: SyntheticEvent<HTMLMediaElement>) =>
    onTime(event.currentTarget.currentTime, event.currentTarget.duration);
  const ended = (event: SyntheticEvent<HTMLMediaElement>) => onEnded(event.currentTarget.duration);

  if (kind === 'audio') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: spoken recordings come with their description and chapters as text
      <audio
        ref={element}
        src={url}
        controls
        preload="metadata"
        aria-label={title}
        onPlay={time}
        onTimeUpdate={time}
        onEnded={ended}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Box bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      {/* biome-ignore lint/a11y/useMediaCaption: uploaded videos carry no caption files; the description gives the text */}
      <video
        ref={element}
        src={url}
        poster={poster}
        controls
        playsInline
        autoPlay={autoPlay}
        preload="metadata"
        aria-label={title}
        onPlay={time}
        onTimeUpdate={time}
        onEnded={ended}
        style={{
          display: 'block',
          width: '100%',
          maxHeight: vertical ? '70vh' : undefined,
          aspectRatio: vertical ? '9 / 16' : undefined,
        }}
      />
    </Box>
  );
}

function EmbeddedVideo({
  site,
  videoId,
  url,
  title,
  vertical,
  onTime,
  onEnded,
  handleRef,
}: MediaPlayerProps & { site: 'youtube' | 'vimeo'; videoId: string }) {
  const { t } = useTranslation('formatsMedia');
  const mount = useRef<HTMLDivElement>(null);
  const player = useRef<EmbedPlayer | null>(null);
  const callbacks = useRef({ onTime, onEnded });
  callbacks.current = { onTime, onEnded };
  const [failed, setFailed] = useState(false);

  useImperativeHandle(handleRef, () => ({
    play: () => player.current?.play(),
    pause: () => player.current?.pause(),
    seek: (seconds) => player.current?.seek(seconds),
    setRate: (rate) => player.current?.setRate(rate),
  }));

  useEffect(() => {
    const host = mount.current;
    if (!host) return;
    // The site's script replaces this element with its iframe; React keeps only the wrapper.
    const target = document.createElement('div');
    host.replaceChildren(target);
    let cancelled = false;
    const create = site === 'youtube' ? createYouTubePlayer : createVimeoPlayer;
    create(target, videoId, {
      onTime: (seconds, duration) => callbacks.current.onTime(seconds, duration),
      onEnded: (duration) => callbacks.current.onEnded(duration),
    })
      .then((created) => {
        if (cancelled) created.destroy();
        else {
          player.current = created;
          host.querySelector('iframe')?.setAttribute('title', title);
        }
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      player.current?.destroy();
      player.current = null;
    };
  }, [site, videoId, title]);

  if (failed) {
    return (
      <Alert
        color="orange"
        icon={<IconAlertTriangle size={18} />}
        role="alert"
        title={t('player.failed')}
        // Even orange's darkest shade fails contrast on its own tint: the title keeps the body text colour.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Anchor href={url} target="_blank" rel="noopener noreferrer">
          {t('player.openElsewhere')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <AspectRatio ratio={vertical ? 9 / 16 : 16 / 9} maw={vertical ? 400 : undefined} mx="auto">
      <Box ref={mount} aria-label={title} role="region" style={{ width: '100%', height: '100%' }} />
    </AspectRatio>
  );
}
