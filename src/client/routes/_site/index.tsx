import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/client/features/home/components/home-page';

export const Route = createFileRoute('/_site/')({
  staticData: { namespaces: ['home'] },
  component: HomePage,
});
