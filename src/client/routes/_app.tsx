import { createFileRoute, Outlet } from '@tanstack/react-router';
import { BottomTabs } from '@/client/components/layout/bottom-tabs';
import { OfflineBanner } from '@/client/components/layout/offline-banner';

/** The app's screens, with the bottom tabs. */
export const Route = createFileRoute('/_app')({
  component: () => (
    <>
      <OfflineBanner />
      <main id="main" className="mx-auto w-full max-w-3xl px-4 pt-6 pb-28">
        <Outlet />
      </main>
      <BottomTabs />
    </>
  ),
});
