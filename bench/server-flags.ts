import fs from 'node:fs';
import path from 'node:path';

/** The Node.js flags `npm start` runs the server with (apps/server/node-flags.json): the feed benchmark uses them too. */
export const serverNodeFlags: string[] = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '..', 'apps', 'server', 'node-flags.json'), 'utf8'),
).flags;
