/** Where a keyset page ends: the ordering instant and the id of its last row. */
export interface KeysetCursor {
  at: Date;
  id: string;
}

/** An opaque keyset cursor, base64url of `<ISO instant>|<uuid>`. */
export function encodeKeysetCursor(cursor: KeysetCursor): string {
  const raw = `${cursor.at.toISOString()}|${cursor.id}`;
  return btoa(raw).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The cursor a client sent back; null when it is not one of ours (the caller answers 400). */
export function decodeKeysetCursor(value: string): KeysetCursor | null {
  try {
    const raw = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
    const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f-]{36})$/.exec(raw);
    if (!match) return null;
    const at = new Date(match[1]!);
    return Number.isNaN(at.getTime()) ? null : { at, id: match[2]! };
  } catch {
    return null;
  }
}
