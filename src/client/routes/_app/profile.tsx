import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadProfileData } from '@/client/features/profile/api/screen-data';
import { ProfilePage } from '@/client/features/profile/components/profile-page';
import { optionalBoolean } from '@/client/lib/search';
import { translations } from '@/client/lib/translations';

export const Route = createFileRoute('/_app/profile')({
  validateSearch: (search: Record<string, unknown>): { successfulEdit?: boolean; link?: 'failed' } => {
    const successfulEdit = optionalBoolean(search.successfulEdit);
    // Back from Google or Apple without the identity linked (the server's link-social).
    const link = search.link === 'failed' ? ('failed' as const) : undefined;
    return { ...(successfulEdit === undefined ? {} : { successfulEdit }), ...(link ? { link } : {}) };
  },
  staticData: { namespaces: ['profile', 'foods'] },
  // An account's sections (ways to sign in, two-step sign-in) speak with the sign-in screens' texts: they
  // come before the screen is drawn, and only for an account (a guest's profile goes without them). So does
  // the sections' data, for the screen to appear whole (screen-data.ts).
  loader: async ({ context }) => {
    const user = await context.fetchSession();
    if (!user) return user;
    await Promise.all([
      user.isAnonymous ? undefined : translations.loadNamespaces('auth'),
      loadProfileData(context.queryClient, user),
    ]);
    return user;
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { successfulEdit, link } = Route.useSearch();
  const navigate = Route.useNavigate();
  const acknowledge = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return (
    <ProfilePage
      successfulEdit={successfulEdit}
      linkFailed={link === 'failed'}
      onEditAcknowledged={acknowledge}
    />
  );
}
