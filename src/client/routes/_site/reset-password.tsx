import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/client/features/auth/components/reset-password-page';

interface ResetSearch {
  token?: string;
  email?: string;
  error?: string;
}

export const Route = createFileRoute('/_site/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => {
    const pick = (v: unknown) => (typeof v === 'string' && v.length <= 300 ? v : undefined);
    const out: ResetSearch = {};
    for (const key of ['token', 'email', 'error'] as const) {
      const value = pick(search[key]);
      if (value) out[key] = value;
    }
    return out;
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, email, error } = Route.useSearch();
  return (
    <ResetPasswordPage {...(token ? { token } : {})} {...(email ? { email } : {})} invalid={Boolean(error)} />
  );
}
