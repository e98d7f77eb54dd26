import { detectPictureType, PICTURE_MAX_PIXELS, type PictureContentType } from '@tightlines/domain';
import sharp from 'sharp';

/** A picture re-encoded without its metadata. */
export interface CleanedPicture {
  bytes: Buffer;
  contentType: PictureContentType;
  width: number;
  height: number;
}

/**
 * Re-encodes a PNG or JPEG in its own format with no metadata: sharp writes none unless asked (no
 * EXIF with its GPS position, camera make and model, no XMP, no PNG text chunks), after turning
 * the pixels as the EXIF orientation said. A picture of more than PICTURE_MAX_PIXELS is refused from
 * its header, before it is decoded (a decompression bomb). Answers null when the bytes are not a
 * PNG or JPEG sharp can decode.
 */
export async function cleanPicture(bytes: Buffer): Promise<CleanedPicture | null> {
  const contentType = detectPictureType(bytes);
  if (!contentType) return null;
  try {
    const image = sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS }).autoOrient();
    const encoded = contentType === 'image/png' ? image.png() : image.jpeg({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
