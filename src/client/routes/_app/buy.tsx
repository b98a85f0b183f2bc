import { createFileRoute } from '@tanstack/react-router';
import { BuyPage } from '@/client/features/buy/components/buy-page';

export const Route = createFileRoute('/_app/buy')({
  staticData: { namespaces: ['buy'] },
  component: BuyPage,
});
