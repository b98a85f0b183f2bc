// The operations of these routes: method, path, request and answers (operation.ts).
import { operation } from '../operation';

export const getCalendarFile = operation({
  method: 'get',
  path: '/api/calendar/{file}',
  tag: 'account',
  summary: 'The private calendar (iCalendar), read without a session: {file} is "<token>.ics".',
  access: 'public',
  responses: {
    200: {
      description: "An all-day event on each stored item's last good day.",
      contentType: 'text/calendar',
    },
    404: { description: 'No such address (never made, made anew or turned off).' },
  },
});
