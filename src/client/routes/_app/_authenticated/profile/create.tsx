import { createFileRoute } from '@tanstack/react-router';
import { CreateAccountPage } from '@/client/features/profile/components/create-account-page';
import { safeRedirect } from '@/client/lib/search';

export const Route = createFileRoute('/_app/_authenticated/profile/create')({
  // ?redirect=… brings the new account back to where it was asked for (a household's link).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: CreateAccountRoute,
});

function CreateAccountRoute() {
  const { redirect } = Route.useSearch();
  return <CreateAccountPage {...(redirect ? { redirect } : {})} />;
}
