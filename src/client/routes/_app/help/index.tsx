import { createFileRoute } from '@tanstack/react-router';
import { HelpIndexPage } from '@/client/features/help/components/help-index-page';

export const Route = createFileRoute('/_app/help/')({
  staticData: { namespaces: ['help'] },
  component: HelpIndexPage,
});
