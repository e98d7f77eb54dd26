/** Messages between the benchmark runner and its server process (serve.ts), over Node's IPC channel. */
export type Request =
  | { type: 'bare'; body: string }
  | { type: 'floor'; cursors: string[]; seconds: number; concurrency: number }
  | { type: 'cursor'; depth: number }
  | { type: 'explain'; cursor: string }
  | { type: 'statements'; paths: string[] };

export type Reply =
  | { type: 'ok' }
  | { type: 'ready' }
  | { type: 'floor'; rps: number }
  | { type: 'cursor'; cursor: string }
  | { type: 'explain'; plan: string[] }
  | { type: 'statements'; perRequest: number; most: number }
  | { type: 'error'; message: string };
