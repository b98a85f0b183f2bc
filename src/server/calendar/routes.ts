// GET /api/calendar/<token>.ics: the private calendar, read by calendar apps without a session. An address
// that was never made, was made anew or was turned off answers 404, as does anything else under this path.
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import { route, routesOf } from '../operation';
import { getCalendarFile } from './contract';
import { calendarFor } from './feed';

export function calendarRoutes(deps: AppDeps) {
  return routesOf([
    route(getCalendarFile, async (c) => {
      const file = /^([A-Za-z0-9_-]{43})\.ics$/.exec(c.req.param('file') ?? '');
      const calendar = file ? await calendarFor(deps.database.db, file[1]!, deps.env.publicUrl) : null;
      if (calendar === null) throw new HttpError(404, 'not_found', 'errors.notFound');
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Cache-Control', 'private, max-age=300');
      c.header('Content-Disposition', 'inline; filename="myfridge.ics"');
      return c.body(calendar);
    }),
  ]);
}
