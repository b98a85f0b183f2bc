// The held prize claims as a list: the columns an admin filters and orders by.
import { desc } from 'drizzle-orm';
import { HOLD_REASONS } from '@/shared/points';
import { prizeClaims } from '../db/schema';
import type { ListSpec } from '../query/build';

export const claimListSpec: ListSpec = {
  columns: {
    id: { column: prizeClaims.id, kind: 'uuid' },
    status: { column: prizeClaims.status, kind: 'text', values: ['held', 'approved', 'rejected'] },
    hold_reason: { column: prizeClaims.holdReason, kind: 'text', values: [...HOLD_REASONS] },
    prize_id: { column: prizeClaims.prizeId, kind: 'int' },
    user_id: { column: prizeClaims.userId, kind: 'text' },
    created_at: { column: prizeClaims.createdAt, kind: 'timestamp' },
    reviewed_at: { column: prizeClaims.reviewedAt, kind: 'timestamp' },
  },
  defaultOrder: [desc(prizeClaims.createdAt), desc(prizeClaims.id)],
  defaultLimit: 100,
  maxLimit: 1000,
};
