import { createFileRoute } from '@tanstack/react-router';
import { foodsQuery } from '@/client/features/fridge/api/fridge-items';
import { FridgePage } from '@/client/features/fridge/components/fridge-page';

export const Route = createFileRoute('/_app/fridge')({
  // The catalogue is read ahead, so the add form has it later without a signal too.
  loader: ({ context }) => void context.queryClient.prefetchQuery(foodsQuery),
  component: FridgePage,
});
