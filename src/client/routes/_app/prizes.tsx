import { createFileRoute } from '@tanstack/react-router';
import { PrizesPage } from '@/client/features/prizes/components/prizes-page';

export const Route = createFileRoute('/_app/prizes')({
  staticData: { namespaces: ['prizes', 'foods'] },
  component: PrizesPage,
});
