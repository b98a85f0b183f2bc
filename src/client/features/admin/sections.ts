// The sections of /admin, named in its address (?section=…).
export const ADMIN_SECTIONS = ['foods', 'prizes', 'coupons', 'ideas', 'claims', 'accounts', 'audit'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export function adminSection(value: unknown): AdminSection | undefined {
  return (ADMIN_SECTIONS as readonly unknown[]).includes(value) ? (value as AdminSection) : undefined;
}
