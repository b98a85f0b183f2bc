// The operations of these routes: method, path, request and answers (operation.ts).
import { achievementListResponse } from '@/shared/responses/rewards';
import { operation } from '../operation';

export const getAchievements = operation({
  method: 'get',
  path: '/api/achievements',
  tag: 'rewards',
  summary: "The user's achievements, newest first.",
  access: 'session',
  responses: { 200: { description: 'The achievements.', schema: achievementListResponse } },
});
