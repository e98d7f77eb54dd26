import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What the server needs to know about a multipart upload between calls. */
export interface UploadPlan {
  key: string;
  /** The store's own id of the upload. */
  storageUploadId: string;
  size: number;
  partSize: number;
  /** Unix seconds after which the upload can no longer be continued. */
  expires: number;
}

const ZPlan = z.object({
  k: z.string(),
  u: z.string(),
  s: z.number().int().positive(),
  p: z.number().int().positive(),
  e: z.number().int(),
});

export interface UploadHandles {
  seal(plan: UploadPlan): string;
  /** The plan a handle carries, or null for a forged, damaged or expired one. */
  open(handle: string): UploadPlan | null;
}

/**
 * Multipart upload ids given to browsers: the plan itself, HMAC-signed, so any API instance can
 * continue an upload without keeping state and nobody can change its key, size or part size.
 */
export function createUploadHandles(secret: Buffer): UploadHandles {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    seal({ key, storageUploadId, size, partSize, expires }) {
      const payload = Buffer.from(
        JSON.stringify({ k: key, u: storageUploadId, s: size, p: partSize, e: expires }),
      ).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    open(handle) {
      const [payload, signature, ...rest] = handle.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const plan = ZPlan.safeParse(decoded);
      if (!plan.success || plan.data.e < Date.now() / 1000) return null;
      const { k, u, s, p, e } = plan.data;
      return { key: k, storageUploadId: u, size: s, partSize: p, expires: e };
    },
  };
}
