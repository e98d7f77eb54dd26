import { describe, expect, it } from 'vitest';
import { typedNumber } from './typed-number';

const MESSAGE = 'bladesRange';

describe('typedNumber', () => {
  it.each([
    ['the minimum', {}, 0, true],
    ['the maximum', {}, 10, true],
    ['below the minimum', {}, -0.1, false],
    ['above the maximum', {}, 10.5, false],
    ['the minimum when it is impossible', { aboveMin: true }, 0, false],
    ['just above an impossible minimum', { aboveMin: true }, 0.01, true],
    ['a fraction where whole numbers are asked', { integer: true }, 2.5, false],
    ['a whole number', { integer: true }, 2, true],
    ['letters', {}, 'abc', false],
    ['a number in a string', {}, '5', false],
    ['not a number', {}, Number.NaN, false],
    ['infinity', {}, Number.POSITIVE_INFINITY, false],
  ])('%s (%j)', (_label, options, value, accepted) => {
    const result = typedNumber(MESSAGE, { min: 0, max: 10, ...options }).safeParse(value);
    expect(result.success).toBe(accepted);
    // Refused in the field's own words, never moved into range.
    if (!result.success) expect(result.error.issues.map((issue) => issue.message)).toContain(MESSAGE);
    else expect(result.data).toBe(value);
  });
});
