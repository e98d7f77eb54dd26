import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages';
import { cruiseWithinTopSpeed, withDeletePlaceholders } from './rules';
import { ZBoatInput, ZMotorInput, ZPropellerModelInput } from './schemas';

describe('cruiseWithinTopSpeed', () => {
  it.each([
    [{ topSpeed: 40, cruiseSpeed: 30 }, true],
    [{ topSpeed: 40, cruiseSpeed: 40 }, true],
    [{ topSpeed: 30, cruiseSpeed: 40 }, false],
    [{ topSpeed: null, cruiseSpeed: 40 }, true],
    [{ topSpeed: 40, cruiseSpeed: undefined }, true],
    [{ topSpeed: 0, cruiseSpeed: 1 }, false],
  ])('%o → %s', (speeds, expected) => {
    expect(cruiseWithinTopSpeed(speeds)).toBe(expected);
  });
});

describe('withDeletePlaceholders', () => {
  const known = (name: string) => ['Costa Rica', 'United States'].includes(name);

  it.each([
    [
      'keeps a valid boat as it is',
      { hullNumber: 'CR-1', boatName: 'Marlin', typeName: 'Panga', countryName: 'Costa Rica' },
      { hullNumber: 'CR-1', boatName: 'Marlin', typeName: 'Panga', countryName: 'Costa Rica' },
    ],
    [
      'fills empty text with N/A',
      { hullNumber: ' ', boatName: null, typeName: '', countryName: 'Costa Rica' },
      { hullNumber: 'N/A', boatName: 'N/A', typeName: 'N/A', countryName: 'Costa Rica' },
    ],
    [
      'uses the default country for a missing or unknown one',
      { hullNumber: 'A', boatName: 'B', typeName: 'C', countryName: 'Atlantis' },
      { hullNumber: 'A', boatName: 'B', typeName: 'C', countryName: 'United States' },
    ],
    [
      'uses the default country when there is none',
      { hullNumber: 'A', boatName: 'B', typeName: 'C', countryName: null },
      { hullNumber: 'A', boatName: 'B', typeName: 'C', countryName: 'United States' },
    ],
  ])('%s', (_name, boat, expected) => {
    expect(withDeletePlaceholders(boat, known)).toEqual(expected);
  });
});

describe('boat schemas', () => {
  const issueMessages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('names the cruise speed rule with the spec message', () => {
    const result = ZMotorInput.safeParse({
      model: 'F300',
      motorMakeName: 'Yamaha',
      topSpeed: 30,
      cruiseSpeed: 45,
    });
    expect(issueMessages(result)).toEqual([messageKeys.topSpeedBelowCruise]);
  });

  it('asks for the motor, prop and boat information with their own messages', () => {
    expect(issueMessages(ZMotorInput.safeParse({ model: '' }))).toContain(messageKeys.missingInfoMotor);
    expect(issueMessages(ZPropellerModelInput.safeParse({}))).toEqual([messageKeys.missingInfoProp]);
    expect(issueMessages(ZBoatInput.safeParse({ boatName: 'X' }))).toContain(messageKeys.missingInfoEditBoat);
  });
});
