import { messages, type Profile } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { captainProfile } from '../../../test/profiles';
import { toUserEditInput, toUserFormValues, userFormSchema } from './user-form-values';
import { localizedResolver } from '../../../ui/localized-resolver';

const profile: Profile = {
  ...captainProfile,
  email: 'ana@example.com',
  name: 'Ana',
  lastname: 'Mora',
  roleName: 'Angler',
  nationalityName: 'Costa Rica',
  countryCode: 'CR',
  genderId: 2,
  gender: 'Female',
  birthday: null,
  userContactInfo: [{ name: 'phone', value: '+506 8888 0000' }],
  sizeId: 1,
  temperatureUnit: 'fahrenheit',
};

describe('user form values', () => {
  it('round-trips a profile into the edit payload', () => {
    const input = toUserEditInput(toUserFormValues(profile), undefined, false);
    expect(input).toEqual({
      name: 'Ana',
      lastname: 'Mora',
      nationalityName: 'Costa Rica',
      genderId: 2,
      birthday: null,
      newEmail: 'ana@example.com',
      addressInfo: { address1: '', countryName: '', stateName: '', cityName: '' },
      userContactInfo: [{ name: 'phone', value: '+506 8888 0000' }],
      sizeId: 1,
      weightId: 4,
      temperatureUnit: 'fahrenheit',
      activitySourceName: 'Website',
    });
  });

  it('sends a new picture key, a removal, or nothing, and the locality only when it changed', () => {
    const values = { ...toUserFormValues(profile), sizeId: '2', localityUUID: 'x' };
    expect(toUserEditInput(values, 'uploads/a/b.png', true)).toMatchObject({
      imageURL: 'uploads/a/b.png',
      localityUUID: 'x',
      sizeId: 2,
    });
    expect(toUserEditInput(values, null, false)).toMatchObject({ imageURL: null });
    expect(toUserEditInput(values, null, false)).not.toHaveProperty('localityUUID');
  });

  it('asks for the current password only when the e-mail changes, and sends it only then', () => {
    const same = { ...toUserFormValues(profile), currentPassword: 'secret password' };
    const moved = { ...same, newEmail: 'ana.new@example.com' };
    const errorsOf = localizedResolver(userFormSchema(profile.email));
    expect(errorsOf({ ...same, currentPassword: '' })).toEqual({});
    expect(errorsOf({ ...moved, currentPassword: '' })).toEqual({
      currentPassword: messages.currentPasswordRequired,
    });
    expect(errorsOf(moved)).toEqual({});
    expect(toUserEditInput(same, undefined, false, profile.email)).not.toHaveProperty('currentPassword');
    expect(toUserEditInput(moved, undefined, false, profile.email)).toMatchObject({
      newEmail: 'ana.new@example.com',
      currentPassword: 'secret password',
    });
  });

  it('checks the birthday, e-mails and required fields with the spec messages', () => {
    const errorsOf = localizedResolver(userFormSchema(profile.email));
    const values = toUserFormValues(profile);
    expect(errorsOf(values)).toEqual({});
    expect(errorsOf({ ...values, birthday: '2999-01-01' })).toEqual({ birthday: messages.invalidBirthday });
    expect(
      errorsOf({ ...values, name: ' ', nationalityName: '', contactEmail: 'ana@', currentPassword: 'x' }),
    ).toEqual({
      name: messages.completeRequiredFields,
      nationalityName: messages.completeRequiredFields,
      contactEmail: messages.invalidEmail,
    });
    expect(errorsOf({ ...values, newEmail: 'not an e-mail', currentPassword: 'x' })).toEqual({
      newEmail: messages.invalidEmail,
    });
    expect(errorsOf({ ...values, name: 'A'.repeat(81) })).toEqual({
      name: 'Please use at most 80 characters',
    });
  });

  it('accepts only a phone number as the phone, or none', () => {
    const errorsOf = localizedResolver(userFormSchema(profile.email));
    const values = toUserFormValues(profile);
    expect(errorsOf({ ...values, phone: 'call me on sundays' })).toEqual({ phone: messages.invalidPhone });
    expect(errorsOf({ ...values, phone: '12' })).toEqual({ phone: messages.invalidPhone });
    expect(errorsOf({ ...values, phone: '' })).toEqual({});
    expect(errorsOf({ ...values, phone: '(305) 555-0100' })).toEqual({});
  });
});
