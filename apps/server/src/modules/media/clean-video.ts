import {
  Conversion,
  EncodedPacketSink,
  FilePathTarget,
  Input,
  MATROSKA,
  MkvOutputFormat,
  MovOutputFormat,
  MP4,
  Mp4OutputFormat,
  type InputFormat,
  type MetadataTags,
  type OutputFormat,
  Output,
  QTFF,
  WEBM,
  WebMOutputFormat,
} from 'mediabunny';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectInfo, Storage } from '../../platform/storage/storage';
import { readMovieCreationTime } from './movie-creation-time';
import { StorageReadError, storageReader, storageSource } from './storage-source';

/** A video remuxed without its metadata into a file of `workDir`, and what we keep of it. */
export interface CleanedVideo {
  file: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  durationMs: number;
  recordedAt: Date | null;
}

/** Each container we accept is written back as the same container (no re-encoding). */
const CONTAINERS: { input: InputFormat; output: () => OutputFormat; contentTypes: string[] }[] = [
  {
    input: MP4,
    output: () => new Mp4OutputFormat({ fastStart: false }),
    contentTypes: ['video/mp4', 'video/x-m4v'],
  },
  { input: QTFF, output: () => new MovOutputFormat({ fastStart: false }), contentTypes: ['video/quicktime'] },
  { input: WEBM, output: () => new WebMOutputFormat(), contentTypes: ['video/webm'] },
  { input: MATROSKA, output: () => new MkvOutputFormat(), contentTypes: ['video/x-matroska'] },
];

/** Recording dates outside this window are a camera's unset clock, not a recording time. */
const EARLIEST_RECORDING = Date.UTC(2000, 0, 1);
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** An error of the operating system (a full disk, a missing folder), which carries its system call. */
const isSystemError = (error: unknown) =>
  typeof (error as { syscall?: unknown } | null)?.syscall === 'string';

const plausible = (date: Date | null | undefined): Date | null =>
  date && date.getTime() >= EARLIEST_RECORDING && date.getTime() <= Date.now() + CLOCK_SKEW_MS ? date : null;

/**
 * When the video was recorded: Apple's creation date (a full timestamp with its zone) when there is
 * one, else the movie header's creation time (what Android and most cameras set), else a date tag.
 */
function recordingTime(tags: MetadataTags, movieCreated: Date | null): Date | null {
  const apple = tags.raw?.['com.apple.quicktime.creationdate'];
  if (apple) return plausible(tags.date) ?? plausible(movieCreated);
  return plausible(movieCreated) ?? plausible(tags.date);
}

/**
 * Remuxes a stored video without its metadata: the same container, the same encoded packets (no
 * re-encoding), and none of the input's tags (location `©xyz`, make and model, Apple's keys, Matroska
 * tags and attachments); tracks other than video and audio (GPS telemetry, timecode) are left out.
 * What judging needs (when it was recorded, its length, its size) is read first. Answers null when
 * the file is not a video we can read: not one of our containers, no video track, no readable
 * packet, or a track that would need re-encoding (e.g. a valid `ftyp` header followed by junk).
 */
export async function cleanVideo(
  storage: Storage,
  info: ObjectInfo,
  workDir: string,
): Promise<CleanedVideo | null> {
  const input = new Input({
    source: storageSource(storage, info.key, info.size),
    formats: CONTAINERS.map((container) => container.input),
  });
  try {
    const format = await input.getFormat();
    const container = CONTAINERS.find((candidate) => candidate.input === format);
    if (!container) return null;
    const video = await input.getPrimaryVideoTrack();
    if (!video || !(await new EncodedPacketSink(video).getFirstPacket())) return null;
    const tags = await input.getMetadataTags();
    const movieCreated =
      container.input === MP4 || container.input === QTFF
        ? await readMovieCreationTime(storageReader(storage, info.key, info.size), info.size)
        : null;
    const durationMs = Math.round((await input.computeDuration()) * 1000);
    const width = await video.getDisplayWidth();
    const height = await video.getDisplayHeight();

    const file = path.join(workDir, 'cleaned');
    const output = new Output({ format: container.output(), target: new FilePathTarget(file) });
    const conversion = await Conversion.init({
      input,
      output,
      // No tags at all: without this option every tag of the input is copied.
      tags: {},
      copy: { mode: 'forced', shiftTolerance: Infinity },
      showWarnings: false,
    });
    const keepsVideo = conversion.utilizedTracks.some((track) => track.type === 'video');
    const dropsVideo = conversion.discardedTracks.some(({ track }) => track.type === 'video');
    if (!conversion.isValid || !keepsVideo || dropsVideo) {
      await output.cancel();
      return null;
    }
    await conversion.execute();
    const contentType = container.contentTypes.includes(info.contentType)
      ? info.contentType
      : container.contentTypes[0]!;
    return {
      file,
      contentType,
      size: (await stat(file)).size,
      width,
      height,
      durationMs,
      recordedAt: recordingTime(tags, movieCreated),
    };
  } catch (error) {
    // The store or the disk failed: not the file's fault, so it is not refused (tried again later).
    if (error instanceof StorageReadError || isSystemError(error)) throw error;
    // A container mediabunny cannot follow (truncated, corrupt, hostile): not a video we can clean.
    return null;
  } finally {
    input.dispose();
  }
}
