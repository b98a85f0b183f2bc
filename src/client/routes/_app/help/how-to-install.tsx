import { createFileRoute } from '@tanstack/react-router';
import { HowToInstallPage } from '@/client/features/help/components/how-to-install-page';

export const Route = createFileRoute('/_app/help/how-to-install')({
  staticData: { namespaces: ['help'] },
  component: HowToInstallPage,
});
