import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/client/features/auth/components/login-page';
import { optionalText, safeRedirect } from '@/client/lib/search';

export const Route = createFileRoute('/_site/login')({
  staticData: { namespaces: ['auth', 'validation'] },
  validateSearch: (search: Record<string, unknown>): { redirect?: string; email?: string; step?: 'code' } => {
    const redirect = safeRedirect(search.redirect);
    // The address to fill in, when another screen sends the user here to log in with it.
    const email = optionalText(search.email, 254);
    // A sign-in through Google or Apple to an account with two-step sign-in comes back for its code.
    const step = search.step === 'code' ? ('code' as const) : undefined;
    return { ...(redirect ? { redirect } : {}), ...(email ? { email } : {}), ...(step ? { step } : {}) };
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, email, step } = Route.useSearch();
  return (
    <LoginPage
      {...(redirect ? { redirect } : {})}
      {...(email ? { email } : {})}
      secondStep={step === 'code'}
    />
  );
}
