import { messages, type Profile } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { captainProfile } from '../../../test/profiles';
import {
  toUserEditInput,
  toUserFormValues,
  validateCurrentPassword,
  validateUserForm,
} from './user-form-values';

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
  userContactInfo: [{ name: 'phone', value: '+506 1' }],
  sizeId: 1,
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
      userContactInfo: [{ name: 'phone', value: '+506 1' }],
      sizeId: 1,
      weightId: 4,
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
    const check = validateCurrentPassword(profile.email);
    expect(check('', same)).toBeNull();
    expect(check('', moved)).toBe(messages.currentPasswordRequired);
    expect(check('secret password', moved)).toBeNull();
    expect(toUserEditInput(same, undefined, false, profile.email)).not.toHaveProperty('currentPassword');
    expect(toUserEditInput(moved, undefined, false, profile.email)).toMatchObject({
      newEmail: 'ana.new@example.com',
      currentPassword: 'secret password',
    });
  });

  it('checks the birthday and the required fields with the spec messages', () => {
    expect(validateUserForm.birthday('2999-01-01')).toBe(messages.invalidBirthday);
    expect(validateUserForm.birthday('')).toBeNull();
    expect(validateUserForm.name(' ')).toBe(messages.completeRequiredFields);
    expect(validateUserForm.newEmail('not an e-mail')).toBe(messages.completeRequiredFields);
  });
});
