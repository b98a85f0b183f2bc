import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { foodsQuery, fridgeItemsQuery } from '@/client/features/fridge/api/fridge-items';
import { FridgePage } from '@/client/features/fridge/components/fridge-page';
import { optionalText } from '@/client/lib/search';

export const Route = createFileRoute('/_app/fridge')({
  // ?idea=<slug> comes with a reminder: the idea to open over the fridge.
  validateSearch: (search: Record<string, unknown>): { idea?: string } => {
    const idea = optionalText(search.idea, 60);
    return idea ? { idea } : {};
  },
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
  component: FridgeRoute,
});

function FridgeRoute() {
  const { idea } = Route.useSearch();
  const navigate = Route.useNavigate();
  const closeIdea = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <FridgePage idea={idea} onIdeaClosed={closeIdea} />;
}
