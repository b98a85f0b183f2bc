import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ProfilePage } from '@/client/features/profile/components/profile-page';
import { optionalBoolean } from '@/client/lib/search';

export const Route = createFileRoute('/_app/profile')({
  validateSearch: (search: Record<string, unknown>): { successfulEdit?: boolean; link?: 'failed' } => {
    const successfulEdit = optionalBoolean(search.successfulEdit);
    // Back from Google or Apple without the identity linked (the server's link-social).
    const link = search.link === 'failed' ? ('failed' as const) : undefined;
    return { ...(successfulEdit === undefined ? {} : { successfulEdit }), ...(link ? { link } : {}) };
  },
  staticData: { namespaces: ['profile', 'foods', 'fridge-dialogs', 'auth'] },
  loader: ({ context }) => context.fetchSession(),
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
