// The digest of "a refused request changes nothing" covers every table of the schema but the few named.
import { describe, expect, it } from 'vitest';
import { CHANGING_TABLES, DATA_TABLES, SCHEMA_TABLES } from '../support/db-digest';

describe('the tables a refused request must leave as they were', () => {
  it('are every table of the schema but those named with a reason', () => {
    expect([...DATA_TABLES, ...Object.keys(CHANGING_TABLES)].sort()).toEqual(SCHEMA_TABLES);
    const onceLeftOut = [
      'calendar_feeds',
      'shelf_life_resets',
      'monthly_summaries',
      'idempotency_keys',
      'reminder_deliveries',
    ];
    expect(DATA_TABLES).toEqual(expect.arrayContaining(onceLeftOut));
  });

  it('leave out only tables that exist, each for a reason', () => {
    for (const [name, reason] of Object.entries(CHANGING_TABLES)) {
      expect(SCHEMA_TABLES).toContain(name);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
