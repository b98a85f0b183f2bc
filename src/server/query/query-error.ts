// A malformed list query: answered with 400 and a translated message, never a 500.
import { HttpError } from '../http/errors';

export class QueryError extends HttpError {
  constructor(key: string, params: Record<string, string | number>) {
    super(400, 'invalid_query', `errors.query.${key}`, params);
  }
}
