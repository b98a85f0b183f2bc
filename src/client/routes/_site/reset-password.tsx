import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/client/features/auth/components/reset-password-page';

export const Route = createFileRoute('/_site/reset-password')({
  component: ResetPasswordPage,
});
