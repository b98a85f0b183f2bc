// The name the app greets an account with, as SQL: the display name, else the first name, else the full name;
// none for a guest (the auth library calls every guest "Anonymous", in English).
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';

export function greetedName(): SQL<string> {
  return sql<string>`case when ${users.isAnonymous} then ''
    else coalesce(nullif(${users.displayName}, ''), nullif(${users.firstName}, ''), ${users.name}) end`;
}
