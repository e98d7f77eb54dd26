import { CompactEncrypt, compactDecrypt, base64url } from 'jose';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Seals and unseals the access token kept in a cookie (A256GCM), so even a leaked cookie jar shows no JWT. */
export function createCookieSealer(sealKey: string) {
  const key = base64url.decode(sealKey);
  return {
    seal: (value: string) =>
      new CompactEncrypt(encoder.encode(value))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .encrypt(key),
    unseal: async (sealed: string): Promise<string | null> => {
      try {
        const { plaintext } = await compactDecrypt(sealed, key, { keyManagementAlgorithms: ['dir'] });
        return decoder.decode(plaintext);
      } catch {
        return null;
      }
    },
  };
}
