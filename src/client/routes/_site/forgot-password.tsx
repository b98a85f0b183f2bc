import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/client/features/auth/components/forgot-password-page';

export const Route = createFileRoute('/_site/forgot-password')({
  staticData: { namespaces: ['auth', 'validation'] },
  component: ForgotPasswordPage,
});
