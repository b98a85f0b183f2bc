// The operations of these routes: method, path, request and answers (operation.ts).
import { operation } from '../operation';

export const getEvents = operation({
  method: 'get',
  path: '/api/events',
  tag: 'activity',
  summary:
    "Server-Sent Events of the user's own awards and of changes to their fridge and household (ready, achievement, fridge, household, resync); a fridge event names the Idempotency-Key of the change that made it.",
  access: 'session',
  responses: {
    200: { description: 'An event stream.', contentType: 'text/event-stream' },
    429: { description: 'Too many streams open.' },
  },
});
