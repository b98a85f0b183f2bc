import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordPage } from '@/client/features/profile/components/set-password-page';

export const Route = createFileRoute('/_app/_authenticated/profile/edit/set-password')({
  component: SetPasswordPage,
});
