import { and, eq, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/database';
import { oidcPayloads } from '../../db/schema';

/**
 * oidc-provider's storage in our database, so sessions, grants, codes and refresh tokens survive
 * restarts and are shared by every instance. Expired rows are invisible and swept by `sweep`.
 */
export function createOidcAdapterFactory(db: Db) {
  return class OidcDatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcPayloads.model, oidcPayloads.id],
          set: { ...row, consumedAt: null },
        });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({
          payload: oidcPayloads.payload,
          consumedAt: oidcPayloads.consumedAt,
          expiresAt: oidcPayloads.expiresAt,
        })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), condition));
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }
  };
}

/** Deletes provider state that has expired. Safe to run from any instance at any time. */
export async function sweepExpiredOidcPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
}

/**
 * The SQL condition that the grant `grantId` still stands (not revoked by logout, refresh-token
 * reuse or a new password, not expired), for a statement that checks it together with what it
 * grants access to (the signed-in account: one statement per request).
 */
export function grantStands(grantId: SQLWrapper | string): SQL {
  return sql`exists (select 1 from ${oidcPayloads}
    where ${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} = ${grantId}
      and (${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now()))`;
}
