import { ActionIcon, Box, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconPlayerTrackPrev,
} from '@tabler/icons-react';
import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  FRAME_SECONDS,
  PLAYBACK_RATES,
  PLAYER_SHORTCUTS,
  SEEK_SECONDS,
  formatVideoTime,
  shortcutOf,
  stepRate,
  type PlayerAction,
  type Shortcut,
} from './player-shortcuts';
import { ShortcutsPopover } from './shortcuts-popover';

export interface PlayerVideo {
  videoUrl: string;
  thumbnailUrl: string | null;
}

/** What the judging panel asks of the player: where it is, and to go to a moment of a video. */
export interface JudgePlayerHandle {
  /** The moment shown: the video's index and the time in it, in seconds. */
  position(): { video: number; seconds: number };
  /** Shows video `video` at `seconds`, paused, so the moment can be read. */
  seek(video: number, seconds: number): void;
}

/**
 * The judging player (issue 22 point 2): play and pause, a frame at a time forward and back,
 * 0.25× to 2×, the catch's videos one after another, full screen, and every action on a key, the
 * keys listed on demand (a button, or `?`). `shortcuts` adds the judging panel's own keys (released, refused, save),
 * handled while the player has the focus.
 */
export function JudgePlayer<A extends string>({
  videos,
  label,
  shortcuts = [],
  onShortcut,
  ref,
}: {
  videos: readonly PlayerVideo[];
  label: string;
  shortcuts?: readonly Shortcut<A>[];
  onShortcut?: (action: A) => void;
  ref?: Ref<JudgePlayerHandle>;
}) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState(1);
  const [seconds, setSeconds] = useState(0);
  const [keysOpen, setKeysOpen] = useState(false);
  // A seek asked for a video not shown yet waits for that video to load.
  const pendingSeek = useRef<number | null>(null);
  const count = videos.length;
  const current = videos[Math.min(index, Math.max(0, count - 1))];

  const applyRate = useCallback((next: number) => {
    setRate(next);
    if (video.current) video.current.playbackRate = next;
  }, []);

  const moveTo = useCallback((at: number) => {
    const element = video.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : Infinity;
    element.currentTime = Math.min(end, Math.max(0, at));
    setSeconds(element.currentTime);
  }, []);

  const togglePlay = useCallback(() => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play()?.catch(() => undefined);
    else element.pause();
  }, []);

  const stepFrame = useCallback(
    (direction: 1 | -1) => {
      video.current?.pause();
      moveTo((video.current?.currentTime ?? 0) + direction * FRAME_SECONDS);
    },
    [moveTo],
  );

  const goToVideo = useCallback(
    (next: number) => {
      if (count === 0) return;
      const wrapped = ((next % count) + count) % count;
      setIndex(wrapped);
      setPlaying(false);
      setSeconds(0);
    },
    [count],
  );

  const toggleFullScreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      position: () => ({ video: index, seconds: video.current?.currentTime ?? 0 }),
      seek: (target, at) => {
        video.current?.pause();
        if (target === index) moveTo(at);
        else {
          pendingSeek.current = at;
          goToVideo(target);
        }
        frame.current?.focus();
      },
    }),
    [index, moveTo, goToVideo],
  );

  const run: Record<PlayerAction, () => void> = {
    togglePlay,
    frameForward: () => stepFrame(1),
    frameBack: () => stepFrame(-1),
    seekForward: () => moveTo((video.current?.currentTime ?? 0) + SEEK_SECONDS),
    seekBack: () => moveTo((video.current?.currentTime ?? 0) - SEEK_SECONDS),
    faster: () => applyRate(stepRate(rate, 1)),
    slower: () => applyRate(stepRate(rate, -1)),
    nextVideo: () => goToVideo(index + 1),
    previousVideo: () => goToVideo(index - 1),
    fullScreen: toggleFullScreen,
    showKeys: () => setKeysOpen((open) => !open),
  };

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const own = shortcutOf(event, PLAYER_SHORTCUTS);
    if (own) {
      event.preventDefault();
      run[own.action]();
      return;
    }
    const extra = shortcutOf(event, shortcuts);
    if (extra && onShortcut) {
      event.preventDefault();
      onShortcut(extra.action);
    }
  }

  const timeLabel = `${formatVideoTime(seconds)}`;
  return (
    <Stack gap="xs">
      <Box
        ref={frame}
        tabIndex={0}
        role="group"
        aria-label={label}
        aria-keyshortcuts={PLAYER_SHORTCUTS.map((shortcut) => shortcut.shown).join(' ')}
        onKeyDown={handleKeyDown}
        data-testid="judge-player"
        style={{ outlineOffset: 2, borderRadius: 8, background: '#0b1d2a' }}
      >
        {current ? (
          <video
            key={current.videoUrl}
            ref={video}
            src={current.videoUrl}
            poster={current.thumbnailUrl ?? undefined}
            preload="metadata"
            playsInline
            aria-label={t('judging.player.video', { number: index + 1, count })}
            style={{
              width: '100%',
              aspectRatio: '16 / 9',
              maxHeight: '60vh',
              objectFit: 'contain',
              display: 'block',
            }}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            onTimeUpdate={(event) => setSeconds(event.currentTarget.currentTime)}
            onSeeked={(event) => setSeconds(event.currentTarget.currentTime)}
            onLoadedMetadata={(event) => {
              event.currentTarget.playbackRate = rate;
              if (pendingSeek.current !== null) {
                moveTo(pendingSeek.current);
                pendingSeek.current = null;
              }
            }}
          >
            <track kind="captions" />
          </video>
        ) : (
          <Text c="white" p="xl" ta="center">
            {t('judging.player.noVideo')}
          </Text>
        )}
        <Group gap={4} p={6} justify="space-between" wrap="wrap" bg="rgba(0,0,0,0.35)">
          <Group gap={4} wrap="nowrap">
            <Control
              label={t('judging.player.previousVideo')}
              onClick={run.previousVideo}
              disabled={count < 2}
            >
              <IconPlayerTrackPrev size={18} />
            </Control>
            <Control label={t('judging.player.frameBack')} onClick={run.frameBack} disabled={!current}>
              <IconChevronLeft size={18} />
            </Control>
            <Control
              label={playing ? t('judging.player.pause') : t('judging.player.play')}
              onClick={togglePlay}
              disabled={!current}
            >
              {playing ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
            </Control>
            <Control label={t('judging.player.frameForward')} onClick={run.frameForward} disabled={!current}>
              <IconChevronRight size={18} />
            </Control>
            <Control label={t('judging.player.nextVideo')} onClick={run.nextVideo} disabled={count < 2}>
              <IconPlayerTrackNext size={18} />
            </Control>
          </Group>
          <Text size="sm" c="white" ff="monospace" aria-live="off" data-testid="player-time">
            {timeLabel}
          </Text>
          <Text size="sm" c="white" data-testid="player-video">
            {t('judging.player.videoOf', { number: count ? index + 1 : 0, count })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Select
              size="xs"
              w={86}
              aria-label={t('judging.player.speed')}
              data={PLAYBACK_RATES.map((value) => ({ value: String(value), label: `${value}×` }))}
              value={String(rate)}
              allowDeselect={false}
              onChange={(value) => value && applyRate(Number(value))}
              comboboxProps={{ withinPortal: false }}
            />
            <Control label={t('judging.player.fullScreen')} onClick={toggleFullScreen} disabled={!current}>
              <IconArrowsMaximize size={18} />
            </Control>
          </Group>
        </Group>
      </Box>
      <ShortcutsPopover
        shortcuts={[...PLAYER_SHORTCUTS, ...shortcuts]}
        opened={keysOpen}
        onChange={setKeysOpen}
      />
    </Stack>
  );
}

function Control({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal={false}>
      <ActionIcon variant="filled" color="dark" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
