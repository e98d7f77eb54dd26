// The media module's public surface: what other modules and app wiring may use. Everything else is
// internal (.dependency-cruiser.cjs refuses deep imports; docs/architecture.md).
export type { MediaState } from './media-objects';
export type { ReadScope } from './service';
export { requireCleanMedia } from './ingest-service';
export { markAttached, mediaStateOf, setMediaState } from './media-objects';
export {
  discardPicture,
  pictureSetUrls,
  pictureUrls,
  readUrlsRollAt,
  requireOwnPicture,
  toPictureUrl,
} from './service';
export { keysInUse } from './key-columns';
export { makePictureRenditions } from './picture-renditions';
export { scheduleMediaJobs } from './jobs';
export { mediaRoutes } from './routes';
