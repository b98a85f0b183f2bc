import { createFileRoute } from '@tanstack/react-router';
import { TutorialPage } from '@/client/features/tutorial/components/tutorial-page';

export const Route = createFileRoute('/_site/tutorial')({
  staticData: { namespaces: ['tutorial'] },
  component: TutorialPage,
});
