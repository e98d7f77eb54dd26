/**
 * Query keys of fishing sessions, shared by the home feed and My Fishlogs so a change made on one
 * refreshes the other (kept beside query-keys.ts; every key starts with 'sessions').
 */
export const sessionKeys = {
  all: () => ['sessions'] as const,
  home: () => ['sessions', 'home'] as const,
  mine: () => ['sessions', 'mine'] as const,
  detail: (uuid: string) => ['sessions', 'detail', uuid] as const,
  comments: (uuid: string) => ['sessions', 'comments', uuid] as const,
  backupMedia: (parent: string) => ['sessions', 'backup-media', parent] as const,
};
