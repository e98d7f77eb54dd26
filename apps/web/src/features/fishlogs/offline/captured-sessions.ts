import type { MessageRef, SizeUnitId, WeightUnitId } from '@tightlines/domain';
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import type { SessionFormValues } from '../components/session-form-values';

/**
 * A session logged without a connection (issue 40, ADR 023), kept on this device until it is sent:
 * the form's values as they were saved, its videos as the files picked (`logs[].keptVideo`, stored
 * in IndexedDB with the rest), or the key of one already uploaded by an earlier, interrupted send.
 */
export interface CapturedSession {
  /** Made on the device when it was captured: the server logs one session per account and key. */
  key: string;
  /** The account that captured it (its e-mail, lower-cased): only theirs are listed and sent. */
  owner: string;
  capturedAt: string;
  values: SessionFormValues;
  /** The units its lengths and weights were typed in. */
  units: { size: SizeUnitId; weight: WeightUnitId };
  /** Why the last send failed (shown on the item with a retry); null while it waits. */
  failure: MessageRef | null;
}

/** Where captured sessions are kept: its own IndexedDB database, one entry per key. */
export interface CaptureStore {
  list(owner: string): Promise<CapturedSession[]>;
  get(key: string): Promise<CapturedSession | null>;
  put(capture: CapturedSession): Promise<void>;
  remove(key: string): Promise<void>;
}

let database: UseStore | null = null;
const store = () => (database ??= createStore('tightlines-offline', 'captured-sessions'));

export const ownerOf = (email: string) => email.toLowerCase();

export const captureStore: CaptureStore = {
  async list(owner) {
    const all = await values<CapturedSession>(store());
    return all
      .filter((capture) => capture.owner === owner)
      .sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
  },
  async get(key) {
    return (await get<CapturedSession>(key, store())) ?? null;
  },
  put: (capture) => set(capture.key, capture, store()),
  remove: (key) => del(key, store()),
};

/** A new capture's key: random, made on the device, the form the server accepts (OFFLINE_KEY_PATTERN). */
export function newCaptureKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `cap-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
