// The name a Google or Apple account gives (OpenID's given_name and family_name claims), kept as the new
// account's first and last name, so the app greets the user by it. A name the profile's form would refuse (too
// long, control characters) is left out, as is one the provider does not give (Apple sends none in its claims).
import { profileEditSchema } from '@/shared/schemas/profile';

function nameOf(field: 'firstName' | 'lastName', claim: unknown): string | undefined {
  const parsed = profileEditSchema.shape[field].safeParse(claim);
  return parsed.success ? parsed.data : undefined;
}

export function namesFromClaims(claims: Record<string, unknown>): { firstName?: string; lastName?: string } {
  const firstName = nameOf('firstName', claims.given_name);
  const lastName = nameOf('lastName', claims.family_name);
  return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
}
