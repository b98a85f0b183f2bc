import { createFileRoute, Outlet } from '@tanstack/react-router';

/** Screens outside the app's tabs: home, tutorial, legal pages and sign-in. */
export const Route = createFileRoute('/_site')({
  component: () => (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-6">
      <Outlet />
    </main>
  ),
});
