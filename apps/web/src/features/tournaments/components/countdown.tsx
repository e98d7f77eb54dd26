import { Group, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { useNow } from '../tournament-format';

/** Whole days, hours, minutes and seconds from `now` until `target` (all 0 once it has come). */
export function timeLeft(target: Date, now: Date) {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    done: total === 0,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * A live countdown to one of the tournament's times (start, end, upload deadline), ticking every
 * second; once the time has come it says so instead. The ticking value is not announced (a screen
 * reader would read it every second): its label and the time itself are.
 */
export function Countdown({ target, label, doneLabel }: { target: Date; label: string; doneLabel: string }) {
  const t = useT();
  const now = useNow(1000);
  const left = timeLeft(target, now);
  if (left.done) {
    return (
      <Text size="sm" c="dimmed">
        {doneLabel}
      </Text>
    );
  }
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text role="timer" aria-live="off" fw={700} ff="monospace">
        {t('tournaments.detail.countdown.value', {
          days: left.days,
          hours: two(left.hours),
          minutes: two(left.minutes),
          seconds: two(left.seconds),
        })}
      </Text>
    </Group>
  );
}
