// The parts of s3rver (a fake S3 server, tests only) that the S3 driver's tests use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    configureBuckets(): Promise<void>;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    store: {
      getResourcePath(bucket: string, key: string | undefined, resource: string): string;
      existsObject(bucket: string, key: string): Promise<boolean>;
    };
  }
}
