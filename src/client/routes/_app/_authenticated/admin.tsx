import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/client/features/admin/components/admin-page';
import { adminSection, type AdminSection } from '@/client/features/admin/sections';

export const Route = createFileRoute('/_app/_authenticated/admin')({
  validateSearch: (search: Record<string, unknown>): { section?: AdminSection } => {
    const section = adminSection(search.section);
    return section ? { section } : {};
  },
  staticData: { namespaces: ['admin', 'validation'] },
  component: AdminRoute,
});

function AdminRoute() {
  const { section } = Route.useSearch();
  return <AdminPage section={section ?? 'foods'} />;
}
