import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ProfilePage } from '@/client/features/profile/components/profile-page';
import { optionalBoolean } from '@/client/lib/search';

export const Route = createFileRoute('/_app/profile')({
  validateSearch: (search: Record<string, unknown>): { successfulEdit?: boolean } => {
    const successfulEdit = optionalBoolean(search.successfulEdit);
    return successfulEdit === undefined ? {} : { successfulEdit };
  },
  staticData: { namespaces: ['profile', 'foods', 'fridge-dialogs', 'auth'] },
  loader: ({ context }) => context.fetchSession(),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { successfulEdit } = Route.useSearch();
  const navigate = Route.useNavigate();
  const acknowledge = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <ProfilePage successfulEdit={successfulEdit} onEditAcknowledged={acknowledge} />;
}
