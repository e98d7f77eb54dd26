import { messages, type Profile } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { captainProfile } from '../../../test/profiles';
import { toUserEditInput, toUserFormValues, validateUserForm } from './user-form-values';

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

  it('checks the birthday and the required fields with the spec messages', () => {
    expect(validateUserForm.birthday('2999-01-01')).toBe(messages.invalidBirthday);
    expect(validateUserForm.birthday('')).toBeNull();
    expect(validateUserForm.name(' ')).toBe(messages.completeRequiredFields);
    expect(validateUserForm.newEmail('not an e-mail')).toBe(messages.completeRequiredFields);
  });
});
