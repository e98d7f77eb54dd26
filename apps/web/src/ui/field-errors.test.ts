import { AppError } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { fieldOfError } from './field-errors';

const refused = (fields: unknown) => new AppError('VALIDATION', { details: { fields } });

const values = {
  name: 'Ana',
  countryName: '',
  logs: [{ fishUUID: null, video: { key: 'uploads/a/b.mp4', thumbnailKey: null } }],
  teamMembers: [],
};

describe('fieldOfError: which field of the form a refusal belongs to', () => {
  it('takes the first field the envelope names that the form holds, nested paths included', () => {
    expect(fieldOfError(refused(['cursor', 'name']), values)).toBe('name');
    expect(fieldOfError(refused(['logs.0.fishUUID']), values)).toBe('logs.0.fishUUID');
  });

  it('renames the API’s fields the form holds under other names, by table or by function', () => {
    const rename = { 'addressInfo.countryName': 'countryName' };
    expect(fieldOfError(refused(['addressInfo.countryName']), values, { rename })).toBe('countryName');
    const byLog = (field: string) => field.replace(/^(logs\.\d+\.video)\..*$/, '$1');
    expect(fieldOfError(refused(['logs.0.video.key']), values, { rename: byLog })).toBe('logs.0.video');
  });

  it('puts a 409 at the field given for it', () => {
    const taken = new AppError('CONFLICT', { key: 'emailTaken' });
    expect(fieldOfError(taken, { email: '' }, { conflict: 'email' })).toBe('email');
    expect(fieldOfError(taken, { email: '' })).toBeNull();
  });

  it('leaves anything else to the error modal', () => {
    expect(fieldOfError(refused(['body']), values)).toBeNull();
    expect(fieldOfError(refused(['logs.3.fishUUID']), values)).toBeNull();
    expect(fieldOfError(refused(['name.length']), values)).toBeNull();
    expect(fieldOfError(refused('name'), values)).toBeNull();
    expect(fieldOfError(new AppError('FORBIDDEN'), values)).toBeNull();
    expect(fieldOfError(new Error('offline'), values)).toBeNull();
  });
});
