import { describe, expect, it } from 'vitest';
import { emptyLog, initialSessionValues, toSessionInput } from './session-form-values';

describe('toSessionInput', () => {
  it('sends times as instants, measures in the user’s units and empty numbers as null', () => {
    const values = initialSessionValues(new Date('2026-03-01T12:00:00Z'));
    values.logs = [
      {
        ...emptyLog(new Date('2026-03-01T10:00:00Z')),
        fishUUID: 'f',
        fishLength: 120,
        video: { key: 'k', thumbnailKey: null },
      },
    ];
    const input = toSessionInput(values, { size: 2, weight: 3 });
    expect(Date.parse(input.finishDatetime)).toBeGreaterThan(Date.parse(input.startDatetime));
    expect(input.logs![0]).toMatchObject({
      fishUUID: 'f',
      type: 'Release',
      fishLength: 120,
      fishWeight: null,
      sizeUnitId: 2,
      weightUnitId: 3,
      video: { key: 'k', thumbnailKey: null },
    });
  });
});
