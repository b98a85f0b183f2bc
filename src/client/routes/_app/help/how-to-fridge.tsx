import { createFileRoute } from '@tanstack/react-router';
import { HowToFridgePage } from '@/client/features/help/components/how-to-fridge-page';

export const Route = createFileRoute('/_app/help/how-to-fridge')({
  staticData: { namespaces: ['help'] },
  component: HowToFridgePage,
});
