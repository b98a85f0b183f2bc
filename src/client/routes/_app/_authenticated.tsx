import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Screens that need a signed-in user (a guest counts): others are sent to log in and brought back. */
export const Route = createFileRoute('/_app/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.fetchSession();
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { user };
  },
  component: Outlet,
});
