import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields a signed media URL commits to. */
export interface SignedFields {
  method: 'GET' | 'PUT';
  key: string;
  /** Unix seconds. */
  expires: number;
  contentType?: string;
  maxSize?: number;
  /** For a part of a multipart upload: the upload and the part the URL lets one send. */
  uploadId?: string;
  partNumber?: number;
  /** For a GET: 'owner' when signed for the owner or a moderator (still served once hidden or deleted). */
  scope?: 'owner';
}

export interface UrlSigner {
  sign(fields: SignedFields): string;
  verify(fields: SignedFields, signature: string): boolean;
}

/** HMAC-SHA256 signatures for the local driver's media URLs; any changed field breaks them. */
export function createUrlSigner(secret: Buffer): UrlSigner {
  const sign = (fields: SignedFields) =>
    createHmac('sha256', secret)
      .update(
        [
          fields.method,
          fields.key,
          fields.expires,
          fields.contentType ?? '',
          fields.maxSize ?? '',
          // Only part URLs carry these, so the URLs signed before multipart existed stay valid.
          ...(fields.uploadId === undefined ? [] : [fields.uploadId, fields.partNumber ?? '']),
          // Likewise only owner URLs carry a scope: a URL without one keeps its signature.
          ...(fields.scope === undefined ? [] : [`scope=${fields.scope}`]),
        ].join('\n'),
      )
      .digest('base64url');
  return {
    sign,
    verify(fields, signature) {
      const expected = Buffer.from(sign(fields));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
