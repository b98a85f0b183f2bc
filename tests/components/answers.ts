// The API's answers for component tests, made from the shared response schemas: each one is checked by the
// schema the route itself answers with, so a fixture cannot say what the server could not.
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { FOOD_CATALOGUE, foodImagePath } from '@/shared/food-catalogue';
import { errorResponse } from '@/shared/responses/errors';
import { foodListResponse, type Food } from '@/shared/responses/fridge';
import type { Wire } from '@/shared/responses/wire';
import type { SessionUser } from '@/client/lib/session';

/** `body` as the route would send it: refused here, before any screen sees it, if the schema does not hold. */
export function answer<S extends z.ZodType>(schema: S, body: Wire<S>, status = 200): HttpResponse<never> {
  schema.parse(body);
  // The body is JSON by its schema; msw's own body type asks for JsonBodyType.
  return HttpResponse.json(body as never, { status });
}

/** The one shape of every refusal and failure. */
export function refusal(status: number, code: string, message: string): HttpResponse<never> {
  return answer(errorResponse, { error: { code, message } }, status);
}

/** The catalogue as `GET /api/foods` lists it, ids in seed order. */
export const foods: Food[] = foodListResponse.parse(
  FOOD_CATALOGUE.map((f, index) => ({ ...f, id: index + 1, imagePath: foodImagePath(f.slug) })),
);

/**
 * A guest's session. The auth gateway's answer has no shared schema (it is the auth library's own): the
 * client's type for it is what holds this fixture.
 */
export function guestSession(locale: 'it' | 'en' = 'it'): { user: SessionUser } {
  return {
    user: {
      id: 'guest-1',
      email: 'guest-1@guest.invalid',
      emailVerified: false,
      isAnonymous: true,
      locale,
      points: 0,
      level: 1,
      role: 'user',
    },
  };
}
