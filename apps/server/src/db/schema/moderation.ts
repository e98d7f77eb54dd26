import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';
import { users } from './identity';

/**
 * What moderators did (issue 18 point 9): who, which action on which target, when and why. Targets
 * are plain ids, not foreign keys: a deleted comment or session keeps its record.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuidPrimaryKey(),
    moderatorId: uuid('moderator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['hide', 'restore', 'delete', 'remove-comment'] }).notNull(),
    targetType: text('target_type', { enum: ['session', 'comment'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason'),
    /** What the target was when acted on (a removed comment's text and session), for review. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('moderation_actions_moderator_id_idx').on(table.moderatorId),
    index('moderation_actions_target_idx').on(table.targetType, table.targetId),
  ],
);
