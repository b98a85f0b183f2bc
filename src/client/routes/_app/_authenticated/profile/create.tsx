import { createFileRoute } from '@tanstack/react-router';
import { CreateAccountPage } from '@/client/features/profile/components/create-account-page';

export const Route = createFileRoute('/_app/_authenticated/profile/create')({
  component: CreateAccountPage,
});
