import { createFileRoute } from '@tanstack/react-router';
import { foodsQuery, fridgeItemsQuery } from '@/client/features/fridge/api/fridge-items';
import { FridgePage } from '@/client/features/fridge/components/fridge-page';

export const Route = createFileRoute('/_app/fridge')({
  staticData: { namespaces: ['fridge', 'foods'] },
  // The catalogue is read ahead, so the add form has it later without a signal too; the items as soon as
  // it is known whose they are, rather than once the screen is drawn.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(foodsQuery);
    // No session known and no network: the screen says so itself.
    void context
      .fetchSession()
      .then((user) => (user ? context.queryClient.prefetchQuery(fridgeItemsQuery(user.id)) : undefined))
      .catch(() => undefined);
  },
  component: FridgePage,
});
