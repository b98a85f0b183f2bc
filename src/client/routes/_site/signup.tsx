import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '@/client/features/auth/components/signup-page';

export const Route = createFileRoute('/_site/signup')({
  staticData: { namespaces: ['auth', 'validation'] },
  component: SignupPage,
});
