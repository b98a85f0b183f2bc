import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/client/features/legal/components/privacy-page';

export const Route = createFileRoute('/_site/privacy')({
  staticData: { namespaces: ['legal'] },
  component: PrivacyPage,
});
