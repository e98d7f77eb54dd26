import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/**
 * Checks an AWS Signature Version 4 request, signed in the Authorization header or presigned in
 * the query: the canonical request is rebuilt from what actually arrived (method, path, query,
 * the signed headers' values), so another key, part number, content type or length fails.
 * s3rver accepts any V4 signature, so its test wrapper calls this first.
 */
export function verifySigV4(request: IncomingMessage, secretAccessKey: string): boolean {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const query = url.searchParams;
  let credential: string;
  let signedHeaders: string;
  let signature: string;
  let amzDate: string;
  let payloadHash: string;
  const authorization = request.headers.authorization;
  if (query.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256') {
    credential = query.get('X-Amz-Credential') ?? '';
    signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
    signature = query.get('X-Amz-Signature') ?? '';
    amzDate = query.get('X-Amz-Date') ?? '';
    payloadHash = 'UNSIGNED-PAYLOAD';
  } else if (authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
    const fields = Object.fromEntries(
      authorization
        .slice('AWS4-HMAC-SHA256 '.length)
        .split(/,\s*/)
        .map((pair) => pair.split('=') as [string, string]),
    );
    credential = fields.Credential ?? '';
    signedHeaders = fields.SignedHeaders ?? '';
    signature = fields.Signature ?? '';
    amzDate = String(request.headers['x-amz-date'] ?? '');
    payloadHash = String(request.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD');
  } else {
    return false;
  }
  const [, date, region, service, terminator] = credential.split('/');
  if (!date || !region || !service || terminator !== 'aws4_request') return false;

  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headerLines = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery,
    headerLines,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = [date, region, service, 'aws4_request'].reduce<Buffer | string>(
    (previous, part) => hmac(previous, part),
    `AWS4${secretAccessKey}`,
  );
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
