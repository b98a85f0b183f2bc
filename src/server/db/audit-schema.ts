// What admins changed, for the operator's screens: who, what, when; re-exported by schema.ts, where
// migrations are generated from.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users-schema';

/**
 * One admin change: the admin (the id emptied if that account goes; the address kept as a fact), the action
 * on a resource's row, and what was sent (the body of a create or an update). Written in the change's own
 * transaction, so no change is left out.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').$type<'create' | 'update' | 'delete' | 'approve' | 'reject'>().notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id').notNull(),
    details: jsonb('details').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_created_at_idx').on(t.createdAt)],
);
