import { createFileRoute } from '@tanstack/react-router';
import { HowToBagsPage } from '@/client/features/help/components/how-to-bags-page';

export const Route = createFileRoute('/_app/help/how-to-bags')({
  staticData: { namespaces: ['help'] },
  component: HowToBagsPage,
});
