import { describe, expect, it } from 'vitest';
import { readMovieCreationTime } from './movie-creation-time';

const QUICKTIME_EPOCH = 2_082_844_800;
const AT = new Date('2024-05-01T10:20:30Z');
const seconds = AT.getTime() / 1000 + QUICKTIME_EPOCH;

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A box with a 64-bit size (size field 1), as cameras write a large `mdat`. */
function largeBox(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + body.length), 8);
  return Buffer.concat([header, body]);
}

function mvhd(version: 0 | 1, created: number): Buffer {
  const body = Buffer.alloc(version === 1 ? 12 : 8);
  body.writeUInt8(version, 0);
  if (version === 1) body.writeBigUInt64BE(BigInt(created), 4);
  else body.writeUInt32BE(created, 4);
  return box('mvhd', body, Buffer.alloc(80));
}

const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isom', 'latin1'));

async function read(file: Buffer) {
  return readMovieCreationTime(async (start, length) => file.subarray(start, start + length), file.length);
}

describe('readMovieCreationTime', () => {
  it.each([
    ['mvhd version 0, moov first', Buffer.concat([ftyp, box('moov', mvhd(0, seconds)), box('mdat')]), AT],
    [
      'mvhd version 1, moov after a 64-bit mdat',
      Buffer.concat([ftyp, largeBox('mdat', Buffer.alloc(100)), box('moov', box('udta'), mvhd(1, seconds))]),
      AT,
    ],
    ['creation time left at zero', Buffer.concat([ftyp, box('moov', mvhd(0, 0))]), null],
    ['no moov', Buffer.concat([ftyp, box('mdat', Buffer.alloc(10))]), null],
    ['moov without mvhd', Buffer.concat([ftyp, box('moov', box('trak'))]), null],
    [
      'a box claiming less than its header',
      Buffer.concat([ftyp, Buffer.from([0, 0, 0, 4]), Buffer.from('moov')]),
      null,
    ],
  ])('%s', async (_label, file, expected) => {
    expect(await read(file)).toEqual(expected);
  });
});
