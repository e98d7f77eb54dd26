import { describe, expect, it } from 'vitest';
import { detectPictureType, hasPictureExtension } from './image-type';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('detectPictureType', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['jpeg (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['jpeg (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['gif', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), null],
    ['webp', bytes(0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50), null],
    ['a truncated png', bytes(0x89, 0x50, 0x4e), null],
    ['nothing', bytes(), null],
    ['text', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
  ])('%s is %s', (_name, input, expected) => {
    expect(detectPictureType(input)).toBe(expected);
  });
});

describe('hasPictureExtension', () => {
  it.each([
    ['boat.png', true],
    ['boat.JPG', true],
    ['boat.jpeg', true],
    ['boat.gif', false],
    ['boat.png.exe', false],
    ['png', false],
  ])('%s → %s', (name, expected) => {
    expect(hasPictureExtension(name)).toBe(expected);
  });
});
