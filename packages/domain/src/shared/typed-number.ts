import { z } from 'zod';
import type { MessageKey } from '../messages';

export interface NumberBounds {
  min: number;
  max: number;
  /** The minimum itself is impossible (a fish of length 0). */
  aboveMin?: boolean;
  integer?: boolean;
}

/**
 * A number a person typed, refused with the key `message` when it is not a number or falls outside `bounds`:
 * a value out of range is a mistake to show next to its field, never one to clamp into range.
 */
export function typedNumber(
  message: MessageKey,
  { min, max, aboveMin = false, integer = false }: NumberBounds,
) {
  const number = integer ? z.int({ error: message }) : z.number({ error: message });
  return (aboveMin ? number.gt(min, message) : number.min(min, message)).max(max, message);
}
