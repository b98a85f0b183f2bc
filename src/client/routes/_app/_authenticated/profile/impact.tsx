import { createFileRoute } from '@tanstack/react-router';
import { ImpactPage } from '@/client/features/profile/components/impact-page';

export const Route = createFileRoute('/_app/_authenticated/profile/impact')({
  staticData: { namespaces: ['profile', 'foods', 'fridge-dialogs'] },
  component: ImpactPage,
});
