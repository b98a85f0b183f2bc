// An account found by its exact address: its role, whether its address is verified and it signs in with a
// second factor, its points and level, and its newest points as the ledger has them.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { adminKeys } from '@/client/lib/query-keys';
import { findAccount, type AdminAccount } from '../api/reviews';
import { SearchForm } from './search-form';
import { when } from './when';

export function AccountSection() {
  const { t } = useTranslation('admin');
  const [email, setEmail] = useState('');
  const found = useQuery({
    queryKey: adminKeys.account(email),
    queryFn: () => findAccount(email),
    enabled: email !== '',
    retry: false,
  });
  return (
    <section aria-labelledby="admin-account-title">
      <h2 id="admin-account-title" className="mb-2 text-xl font-bold text-brand-900">
        {t('accounts.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('accounts.intro')}</p>
      <SearchForm label={t('accounts.email')} type="email" onSearch={setEmail} />
      <div className="mt-4">
        {found.isError ? <Alert>{found.error.message}</Alert> : null}
        {found.data ? <AccountCard account={found.data} /> : null}
      </div>
    </section>
  );
}

function AccountCard({ account }: { account: AdminAccount }) {
  const { t } = useTranslation('admin');
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  const yes = (value: boolean) => (value ? t('accounts.yes') : t('accounts.no'));
  const facts: [string, string][] = [
    [t('accounts.role'), t(`accounts.roles.${account.role === 'admin' ? 'admin' : 'user'}`)],
    [t('accounts.verified'), yes(account.emailVerified)],
    [t('accounts.twoFactor'), yes(account.twoFactorEnabled)],
    [t('accounts.banned'), yes(account.banned)],
    [t('accounts.points'), String(account.points)],
    [t('accounts.level'), String(account.level)],
    [t('accounts.createdAt'), when(account.createdAt)],
  ];
  return (
    <article aria-labelledby="admin-account-name" className="space-y-4">
      <div className="rounded-3xl bg-white p-5 shadow-sm">
        <h3 id="admin-account-name" className="text-lg font-semibold break-words text-brand-900">
          {name || account.email}
        </h3>
        {name ? <p className="break-words text-slate-700">{account.email}</p> : null}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-800">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section aria-labelledby="admin-ledger-title" className="rounded-3xl bg-white p-5 shadow-sm">
        <h3 id="admin-ledger-title" className="text-lg font-semibold text-brand-900">
          {t('accounts.ledger')}
        </h3>
        {account.ledger.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('accounts.noLedger')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {account.ledger.map((entry, index) => (
              <li
                key={`${entry.createdAt}-${index}`}
                className="flex items-start justify-between gap-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-slate-900">{entry.reason}</span>
                  <span className="block break-all text-slate-700">
                    {when(entry.createdAt)}
                    {entry.reference ? ` · ${entry.reference}` : ''}
                  </span>
                </span>
                <span className="shrink-0 font-semibold text-slate-900">
                  {entry.points > 0 ? `+${entry.points}` : entry.points}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
