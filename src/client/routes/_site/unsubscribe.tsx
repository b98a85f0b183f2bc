import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '@/client/features/profile/components/unsubscribe-page';

/** The link of a reminder e-mail: `/unsubscribe?token=…`. */
export const Route = createFileRoute('/_site/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    const token = search.token;
    return typeof token === 'string' && token.length > 0 && token.length <= 2000 ? { token } : {};
  },
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage {...(token ? { token } : {})} />;
}
