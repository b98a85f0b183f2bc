import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/client/features/auth/components/login-page';
import { safeRedirect } from '@/client/lib/search';

export const Route = createFileRoute('/_site/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage {...(redirect ? { redirect } : {})} />;
}
