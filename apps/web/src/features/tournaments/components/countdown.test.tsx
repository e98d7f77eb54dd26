import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, timeLeft } from './countdown';

const NOW = new Date('2026-11-26T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const renderCountdown = (target: Date) =>
  render(
    <MantineProvider>
      <Countdown target={target} label="Starts in" doneLabel="Started" />
    </MantineProvider>,
  );

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds, and stops at zero', () => {
    const target = new Date(NOW.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(timeLeft(target, NOW)).toEqual({ done: false, days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(new Date(NOW.getTime() - 1000), NOW)).toEqual({
      done: true,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});

describe('Countdown', () => {
  it('ticks every second and says when the time has come', () => {
    renderCountdown(new Date(NOW.getTime() + 62_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0 d 00 h 01 min 02 s');
    expect(screen.getByText('Starts in')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('0 d 00 h 01 min 01 s');

    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Started')).toBeInTheDocument();
  });

  it('counts days for a tournament far ahead', () => {
    renderCountdown(new Date(NOW.getTime() + (3 * 86_400 + 7200) * 1000));
    expect(screen.getByRole('timer')).toHaveTextContent('3 d 02 h 00 min 00 s');
  });
});
