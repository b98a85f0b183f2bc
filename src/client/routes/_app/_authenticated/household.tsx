import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { HouseholdPage } from '@/client/features/household/components/household-page';
import { optionalText } from '@/client/lib/search';

export const Route = createFileRoute('/_app/_authenticated/household')({
  // ?code=… comes with a shared link: the code to join with.
  validateSearch: (search: Record<string, unknown>): { code?: string } => {
    const code = optionalText(search.code, 32);
    return code ? { code } : {};
  },
  staticData: { namespaces: ['household'] },
  component: HouseholdRoute,
});

function HouseholdRoute() {
  const { code } = Route.useSearch();
  const navigate = Route.useNavigate();
  const used = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <HouseholdPage code={code} onCodeUsed={used} />;
}
