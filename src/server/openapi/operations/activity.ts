// Health, the foods, the daily ping, achievements, the live event stream, the profile's figures, invites.
import {
  bagsSummaryResponse,
  foodTypesResponse,
  healthResponse,
  inviteResponse,
  okResponse,
  pingResponse,
  podiumResponse,
} from '@/shared/responses/activity';
import { foodListResponse } from '@/shared/responses/fridge';
import { achievementListResponse } from '@/shared/responses/rewards';
import { foodListSpec } from '../../foods/service';
import { acceptInviteSchema } from '../../invites/routes';
import type { Operation } from '../document';
import { RANGE } from './common';

export const activity: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'health',
    summary: 'Whether the database answers.',
    access: 'public',
    responses: { 200: { description: 'Up.', schema: healthResponse }, 503: { description: 'Down.' } },
  },
  {
    method: 'get',
    path: '/api/foods',
    tag: 'fridge',
    summary: 'The food catalogue.',
    access: 'public',
    list: foodListSpec,
    responses: { 200: { description: 'A page of foods.', schema: foodListResponse, headers: RANGE } },
  },
  {
    method: 'post',
    path: '/api/rpc/ping',
    tag: 'activity',
    summary: 'Counts one login per calendar day in the user’s time zone (X-Time-Zone), and the streak.',
    access: 'session',
    responses: { 200: { description: 'The counts.', schema: pingResponse } },
  },
  {
    method: 'get',
    path: '/api/achievements',
    tag: 'rewards',
    summary: "The user's achievements, newest first.",
    access: 'session',
    responses: { 200: { description: 'The achievements.', schema: achievementListResponse } },
  },
  {
    method: 'get',
    path: '/api/events',
    tag: 'activity',
    summary:
      "Server-Sent Events of the user's own awards and of changes to their fridge and household (ready, achievement, fridge, household, resync).",
    access: 'session',
    responses: {
      200: { description: 'An event stream.', contentType: 'text/event-stream' },
      429: { description: 'Too many streams open.' },
    },
  },
  ...(
    [
      ['podium', 'The three foods stored most often.', podiumResponse],
      ['bags', 'Items per bag size, and how many are in use.', bagsSummaryResponse],
      ['food-types', 'Fruit and vegetable items.', foodTypesResponse],
    ] as const
  ).map(([name, summary, schema]): Operation => ({
    method: 'get',
    path: `/api/stats/${name}`,
    tag: 'stats',
    summary,
    access: 'session',
    responses: { 200: { description: 'The figures.', schema } },
  })),
  {
    method: 'get',
    path: '/api/invites/me',
    tag: 'invites',
    summary: "The user's invite code and how many joined with it.",
    access: 'session',
    responses: { 200: { description: 'The invite.', schema: inviteResponse } },
  },
  {
    method: 'post',
    path: '/api/invites/accept',
    tag: 'invites',
    summary: "Enters a friend's invite code, once.",
    access: 'session',
    body: acceptInviteSchema,
    responses: { 200: { description: 'Accepted.', schema: okResponse } },
  },
];
