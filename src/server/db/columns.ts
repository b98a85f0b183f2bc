// Columns several tables share.
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was made and last changed (the ORM sets updated_at on each update). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
