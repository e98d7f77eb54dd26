/** Reads `length` bytes at `start` of a file (fewer at its end). */
export type ReadBytes = (start: number, length: number) => Promise<Buffer>;

/** Seconds from 1904-01-01 (the QuickTime epoch) to 1970-01-01. */
const QUICKTIME_EPOCH_OFFSET_SECONDS = 2_082_844_800;
/** A file with more top-level or `moov` boxes than this is not a camera's: give up rather than loop. */
const MAX_BOXES = 1000;

interface Box {
  type: string;
  start: number;
  headerSize: number;
  size: number;
}

async function boxAt(read: ReadBytes, start: number, end: number): Promise<Box | null> {
  if (end - start < 8) return null;
  const header = await read(start, 16);
  if (header.length < 8) return null;
  const size32 = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  if (size32 === 1) {
    if (header.length < 16) return null;
    const size = Number(header.readBigUInt64BE(8));
    return size >= 16 ? { type, start, headerSize: 16, size } : null;
  }
  const size = size32 === 0 ? end - start : size32;
  return size >= 8 ? { type, start, headerSize: 8, size } : null;
}

async function findBox(read: ReadBytes, type: string, from: number, end: number): Promise<Box | null> {
  let at = from;
  for (let count = 0; at < end && count < MAX_BOXES; count += 1) {
    const box = await boxAt(read, at, end);
    if (!box) return null;
    if (box.type === type) return box;
    at += box.size;
  }
  return null;
}

/**
 * When an MP4 or QuickTime movie says it was created: the `mvhd` box's creation time (UTC seconds
 * since 1904), which phone cameras set to the start of the recording. Null when the file has no
 * such box or leaves it at zero. Reads a few box headers by range, never the whole file.
 */
export async function readMovieCreationTime(read: ReadBytes, fileSize: number): Promise<Date | null> {
  const moov = await findBox(read, 'moov', 0, fileSize);
  if (!moov) return null;
  const mvhd = await findBox(read, 'mvhd', moov.start + moov.headerSize, moov.start + moov.size);
  if (!mvhd) return null;
  const body = await read(mvhd.start + mvhd.headerSize, 12);
  if (body.length < 8) return null;
  const version = body.readUInt8(0);
  const seconds =
    version === 1 ? (body.length >= 12 ? Number(body.readBigUInt64BE(4)) : 0) : body.readUInt32BE(4);
  if (seconds === 0) return null;
  return new Date((seconds - QUICKTIME_EPOCH_OFFSET_SECONDS) * 1000);
}
