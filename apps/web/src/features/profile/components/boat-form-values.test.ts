import { messages, type Boat } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { boatFormSchema, toBoatDraft, toBoatFormValues } from './boat-form-values';
import { localizedResolver } from '../../../ui/localized-resolver';

const errorsOf = localizedResolver(boatFormSchema);

const boat: Boat = {
  boatUUID: '00000000-0000-4000-8000-000000000001',
  hullNumber: 'CR-1',
  boatName: 'Sea Dog',
  typeName: 'Sportfisher',
  boatMakeName: null,
  countryName: 'Costa Rica',
  countryCode: 'CR',
  captainEmail: 'cap@example.com',
  pendingCaptainEmail: null,
  size: 1000,
  sizeUnitId: 1,
  pictureUrl: null,
  motorUUID: '00000000-0000-4000-8000-000000000002',
  modelUUID: '00000000-0000-4000-8000-000000000003',
  motor: {
    motorUUID: '00000000-0000-4000-8000-000000000002',
    model: 'F300',
    motorMakeName: 'Yamaha',
    topSpeed: 45,
    cruiseSpeed: 30,
    loadPercentage: null,
    gph: null,
  },
  model: {
    modelUUID: '00000000-0000-4000-8000-000000000003',
    blades: 3,
    propellerDiameter: 15.25,
    propellerPitch: 17,
    sizeUnitId: 2,
    propellerManufacterName: 'Mercury',
    modelCharacteristics: '',
  },
  isCurrentUserBoat: true,
  can: { edit: true, delete: true },
};

describe('boat form values', () => {
  it('shows stored lengths in the user unit, whatever unit they were stored in', () => {
    const inInches = toBoatFormValues(boat, 'me@example.com', 2);
    expect(inInches).toMatchObject({ size: 393.7, propellerDiameter: 15.25, propellerPitch: 17 });
    const inCm = toBoatFormValues(boat, 'me@example.com', 1);
    expect(inCm).toMatchObject({ size: 1000, propellerDiameter: 38.74, propellerPitch: 43.18 });
  });

  it('starts a new boat with the user as captain and empty numbers', () => {
    expect(toBoatFormValues(undefined, 'me@example.com', 1)).toMatchObject({
      captainEmail: 'me@example.com',
      size: '',
      topSpeed: '',
    });
  });

  it('sends lengths with the unit they were typed in, and empty numbers as null', () => {
    const values = { ...toBoatFormValues(boat, 'me@example.com', 2), gph: '' };
    const draft = toBoatDraft(values, 2, undefined);
    expect(draft.boat).toMatchObject({ size: 393.7, sizeUnitId: 2, boatMakeName: null });
    expect(draft.model).toMatchObject({ propellerDiameter: 15.25, sizeUnitId: 2 });
    expect(draft.motor).toMatchObject({ model: 'F300', gph: null });
    expect(draft.picture).toBeUndefined();
  });

  it('refuses a cruise speed above the top speed with the spec message', () => {
    const values = { ...toBoatFormValues(boat, 'me@example.com', 1), topSpeed: 30, cruiseSpeed: 45 };
    expect(errorsOf(values)).toEqual({ cruiseSpeed: messages.topSpeedBelowCruise });
    expect(errorsOf({ ...values, cruiseSpeed: 25 })).toEqual({});
    expect(errorsOf({ ...values, cruiseSpeed: '' })).toEqual({});
  });

  it('names the missing part of the boat with its own message, empty numbers being no value', () => {
    const empty = toBoatFormValues(undefined, '', 1);
    expect(errorsOf(empty)).toEqual({
      boatName: messages.missingInfoEditBoat,
      hullNumber: messages.missingInfoEditBoat,
      typeName: messages.missingInfoEditBoat,
      countryName: messages.missingInfoEditBoat,
      captainEmail: messages.missingInfoEditBoat,
      motorMakeName: messages.missingInfoMotor,
      motorModel: messages.missingInfoMotor,
      propellerManufacterName: messages.missingInfoProp,
    });
    expect(
      errorsOf({ ...toBoatFormValues(boat, 'me@example.com', 1), captainEmail: 'not an e-mail' }),
    ).toEqual({
      captainEmail: messages.invalidEmail,
    });
  });
});
