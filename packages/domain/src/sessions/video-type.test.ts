import { describe, expect, it } from 'vitest';
import { detectVideoKind, hasVideoExtension } from './video-type';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('detectVideoKind', () => {
  it.each([
    ['mp4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0]), 'iso-bmff'],
    ['mov', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]), 'iso-bmff'],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'ebml'],
    // Accepted by spec §5, refused since their metadata cannot be removed (ADR 004).
    ['avi', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), null],
    ['mpeg pack', bytes([0, 0, 1, 0xba, 0x44]), null],
    ['ogg', bytes('OggS', [0, 2]), null],
    ['text renamed .mp4', bytes('hello, this is not a video'), null],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'xxxx'), null],
    ['wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), null],
    ['empty', bytes(), null],
  ])('%s → %s', (_label, input, expected) => expect(detectVideoKind(input)).toBe(expected));
});

describe('hasVideoExtension', () => {
  it.each([
    ['catch.mp4', true],
    ['CATCH.MOV', true],
    ['a.m4v', true],
    ['a.webm', true],
    ['a.mkv', true],
    ['a.avi', false],
    ['a.mpg', false],
    ['a.ogv', false],
    ['a.txt', false],
    ['mp4', false],
  ])('%s: %s', (name, expected) => expect(hasVideoExtension(name)).toBe(expected));
});
