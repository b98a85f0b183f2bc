// /admin: the operator's screens, for accounts with the role admin only. Anyone else is told so, and nothing of
// the admin's data is asked for (the server refuses it too).
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/client/lib/use-translation';
import { buttonClasses } from '@/client/components/ui/button';
import { PageHeading } from '@/client/components/ui/page-heading';
import { cn } from '@/client/lib/cn';
import { useSession } from '@/client/lib/session';
import { ADMIN_SECTIONS, type AdminSection } from '../sections';
import { AccountSection } from './account-section';
import { AuditSection } from './audit-section';
import { ClaimsSection } from './claims-section';
import { couponsConfig, foodsConfig, ideasConfig, prizesConfig } from './resource-configs';
import { ResourceScreen } from './resource-screen';

export function AdminPage({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin');
  const { data: user } = useSession();
  if (user?.role !== 'admin' || user.isAnonymous) {
    return (
      <>
        <PageHeading title={t('notAllowed.title')}>{t('notAllowed.text')}</PageHeading>
        <Link to="/fridge" className={buttonClasses('primary', 'lg')}>
          {t('notAllowed.back')}
        </Link>
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('title')} />
      <nav aria-label={t('sections.label')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {ADMIN_SECTIONS.map((name) => (
            <li key={name}>
              <Link
                to="/admin"
                search={{ section: name }}
                aria-current={name === section ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold',
                  name === section
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-brand-50',
                )}
              >
                {t(`sections.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section key={section} section={section} />
    </>
  );
}

function Section({ section }: { section: AdminSection }) {
  switch (section) {
    case 'foods':
      return <ResourceScreen config={foodsConfig} />;
    case 'prizes':
      return <ResourceScreen config={prizesConfig} />;
    case 'coupons':
      return <ResourceScreen config={couponsConfig} />;
    case 'ideas':
      return <ResourceScreen config={ideasConfig} />;
    case 'claims':
      return <ClaimsSection />;
    case 'accounts':
      return <AccountSection />;
    case 'audit':
      return <AuditSection />;
  }
}
