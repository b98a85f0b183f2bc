// The operations of these routes: method, path, request and answers (operation.ts).
import { z } from 'zod';
import { healthResponse } from '@/shared/responses/activity';
import { operation } from '../operation';

export const getHealth = operation({
  method: 'get',
  path: '/api/health',
  tag: 'health',
  summary: 'Whether the database answers.',
  access: 'public',
  responses: { 200: { description: 'Up.', schema: healthResponse }, 503: { description: 'Down.' } },
});

export const getHealthLive = operation({
  method: 'get',
  path: '/api/health/live',
  tag: 'health',
  summary: 'Liveness: the process answers (the database is not asked, so its outage restarts nothing).',
  access: 'public',
  responses: { 200: { description: 'Alive.', schema: z.object({ status: z.literal('ok') }) } },
});

export const getHealthReady = operation({
  method: 'get',
  path: '/api/health/ready',
  tag: 'health',
  summary:
    'Readiness: the database answers and has every migration of this build; a proxy sends users only to a ready instance.',
  access: 'public',
  responses: {
    200: { description: 'Ready.', schema: healthResponse },
    503: {
      description:
        'Not ready: the database does not answer, or migrations are missing, or it is shutting down.',
    },
  },
});

export const getMetrics = operation({
  method: 'get',
  path: '/metrics',
  tag: 'health',
  summary:
    'Metrics in Prometheus text format, with `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN set, 404 as if absent.',
  access: 'public',
  responses: {
    200: { description: 'The metrics.', contentType: 'text/plain; version=0.0.4' },
    401: { description: 'No token, or not the token.' },
    404: { description: 'Metrics are off (METRICS_TOKEN unset).' },
  },
});
