// The request-level mock of the API for component tests: what a screen asks for is answered here, and
// anything not answered fails the test (onUnhandledRequest: 'error' in the setup).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { foodListResponse } from '@/shared/responses/fridge';
import { answer, foods } from './answers';

/** What every screen may ask for: signed out, and the food catalogue. A test overrides with server.use(). */
export const defaultHandlers = [
  http.get('/api/auth/get-session', () => HttpResponse.json(null)),
  http.get('/api/foods', () => answer(foodListResponse, foods)),
];

export const server = setupServer(...defaultHandlers);
