import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '@/client/features/profile/components/edit-profile-page';

export const Route = createFileRoute('/_app/_authenticated/profile/edit/')({
  component: EditProfilePage,
});
