import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/client/features/legal/components/terms-page';

export const Route = createFileRoute('/_site/terms')({
  staticData: { namespaces: ['legal'] },
  component: TermsPage,
});
