import { createFileRoute } from '@tanstack/react-router';
import { FridgePage } from '@/client/features/fridge/components/fridge-page';

export const Route = createFileRoute('/_app/fridge')({
  component: FridgePage,
});
