import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { JudgePlayer, type JudgePlayerHandle } from './judge-player';
import { FRAME_SECONDS, stepRate } from './player-shortcuts';

const videos = [
  { videoUrl: '/media/a.mp4', thumbnailUrl: null },
  { videoUrl: '/media/b.mp4', thumbnailUrl: null },
];

// jsdom has no media playback: play and pause only flip `paused` and fire the events a browser fires.
beforeEach(() => {
  let paused = new WeakMap<HTMLMediaElement, boolean>();
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  return () => {
    paused = new WeakMap();
  };
});
afterEach(() => vi.restoreAllMocks());

function player() {
  return screen.getByRole('group', { name: 'Catch 1' });
}
function videoElement() {
  return player().querySelector('video')!;
}

describe('JudgePlayer keyboard', () => {
  it('plays and pauses on Space and K, steps frames on , and .', async () => {
    renderElement(<JudgePlayer videos={videos} label="Catch 1" />);
    player().focus();
    await userEvent.keyboard(' ');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await userEvent.keyboard('k');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await userEvent.keyboard('...');
    expect(videoElement().currentTime).toBeCloseTo(3 * FRAME_SECONDS, 5);
    await userEvent.keyboard(',');
    expect(videoElement().currentTime).toBeCloseTo(2 * FRAME_SECONDS, 5);
  });

  it('changes speed with [ and ], between 0.25× and 2×', async () => {
    renderElement(<JudgePlayer videos={videos} label="Catch 1" />);
    player().focus();
    await userEvent.keyboard(']]]]]]]]');
    expect(videoElement().playbackRate).toBe(2);
    expect(screen.getByDisplayValue('2×')).toBeInTheDocument();
    // '[[' is how user-event types one '['.
    await userEvent.keyboard('[['.repeat(8));
    expect(videoElement().playbackRate).toBe(0.25);
    expect(stepRate(1, 1)).toBe(1.25);
  });

  it("moves between the catch's videos with N and P, and goes full screen on F", async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    renderElement(<JudgePlayer videos={videos} label="Catch 1" />);
    player().focus();
    expect(screen.getByTestId('player-video')).toHaveTextContent('Video 1 of 2');
    await userEvent.keyboard('n');
    expect(screen.getByTestId('player-video')).toHaveTextContent('Video 2 of 2');
    expect(videoElement()).toHaveAttribute('src', '/media/b.mp4');
    await userEvent.keyboard('p');
    expect(screen.getByTestId('player-video')).toHaveTextContent('Video 1 of 2');
    await userEvent.keyboard('f');
    expect(requestFullscreen).toHaveBeenCalled();
  });

  it("passes the panel's own keys on, and leaves keys typed in a field alone", async () => {
    const onShortcut = vi.fn();
    renderElement(
      <>
        <JudgePlayer
          videos={videos}
          label="Catch 1"
          shortcuts={[{ action: 'released', keys: ['a'], shown: 'A', label: 'judging.player.play' }]}
          onShortcut={onShortcut}
        />
        <input aria-label="Note" />
      </>,
    );
    player().focus();
    await userEvent.keyboard('a');
    expect(onShortcut).toHaveBeenCalledWith('released');
    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));
    await userEvent.keyboard('a k');
    expect(onShortcut).toHaveBeenCalledTimes(1);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });

  it('lists its keys on demand, from a button or the ? key, and Escape closes them', async () => {
    renderElement(<JudgePlayer videos={videos} label="Catch 1" />);
    // Not on screen until asked for: a judge on a phone does not scroll past it for every catch.
    expect(screen.queryByRole('table', { name: /Keyboard shortcuts/ })).toBeNull();
    const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const keys = await screen.findByRole('table', { name: /Keyboard shortcuts/ });
    expect(keys).toHaveTextContent('One frame forward');
    expect(keys).toHaveTextContent('Full screen on or off');
    expect(keys).toHaveTextContent('Show or hide these shortcuts');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('table', { name: /Keyboard shortcuts/ })).toBeNull());

    player().focus();
    await userEvent.keyboard('?');
    expect(await screen.findByRole('table', { name: /Keyboard shortcuts/ })).toBeVisible();
    await userEvent.keyboard('?');
    await waitFor(() => expect(screen.queryByRole('table', { name: /Keyboard shortcuts/ })).toBeNull());
  });

  it('seeks to a moment of another video when a note asks', () => {
    const ref = createRef<JudgePlayerHandle>();
    renderElement(<JudgePlayer videos={videos} label="Catch 1" ref={ref} />);
    act(() => ref.current!.seek(1, 4.5));
    expect(screen.getByTestId('player-video')).toHaveTextContent('Video 2 of 2');
    act(() => void fireEvent(videoElement(), new Event('loadedmetadata')));
    expect(videoElement().currentTime).toBe(4.5);
  });
});
