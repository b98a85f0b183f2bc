// /household: the people the user shares one fridge with. Without a household, make one or join one
// (household-joining.tsx); in one, its name, members and codes (household-members.tsx, household-codes.tsx).
// Guests are asked to create the account.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NeedsConnection, waitsForNetwork } from '@/client/components/needs-connection';
import { PageHeading } from '@/client/components/ui/page-heading';
import { useSession, type SessionUser } from '@/client/lib/session';
import { toast } from '@/client/lib/toast';
import { householdQuery, joinPath, useHouseholdChange, type Household } from '../api/household';
import { useFieldError } from './field-error';
import { Joining, type JoiningProps } from './household-joining';
import { HouseholdCodes } from './household-codes';
import { HouseholdMembers } from './household-members';
import { card } from './styles';

type HouseholdPageProps = Omit<JoiningProps, 'userId'>;

export function HouseholdPage({ code, onCodeUsed }: HouseholdPageProps) {
  const { t } = useTranslation('household');
  const { data: user } = useSession();
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      {!user ? null : user.isAnonymous ? (
        <section className={card}>
          <p className="text-slate-800">{t('guest.text')}</p>
          <Link
            to="/profile/create"
            search={{ redirect: code ? joinPath(code) : '/household' }}
            className={buttonClasses('primary', 'lg', 'mt-4 w-full sm:w-auto')}
          >
            {t('guest.create')}
          </Link>
        </section>
      ) : (
        <Member user={user} code={code} onCodeUsed={onCodeUsed} />
      )}
    </>
  );
}

function Member({ user, code, onCodeUsed }: { user: SessionUser } & HouseholdPageProps) {
  const { t } = useTranslation('household');
  const household = useQuery(householdQuery(user.id));
  if (waitsForNetwork(household)) return <NeedsConnection className={card} />;
  if (household.isPending) return <p className="text-slate-700">{t('loading')}</p>;
  if (household.isError) {
    return (
      <section className={card}>
        <p role="alert" className="text-slate-800">
          {t('error')}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void household.refetch()}>
          {t('retry')}
        </Button>
      </section>
    );
  }
  if (!household.data) return <Joining userId={user.id} code={code} onCodeUsed={onCodeUsed} />;
  return <InHousehold userId={user.id} household={household.data} />;
}

function InHousehold({ userId, household }: { userId: string; household: Household }) {
  const { t } = useTranslation('household');
  const owner = household.role === 'owner';
  return (
    <div className="space-y-5">
      <section className={card}>
        {owner ? (
          <HouseholdName userId={userId} name={household.name} />
        ) : (
          <h2 className="text-xl font-bold text-brand-900">{household.name}</h2>
        )}
        <Link to="/fridge" className={buttonClasses('primary', 'md', 'mt-4 w-full sm:w-auto')}>
          {t('openFridge')}
        </Link>
      </section>
      <HouseholdMembers userId={userId} household={household} />
      {owner ? <HouseholdCodes userId={userId} household={household} /> : null}
    </div>
  );
}

function HouseholdName({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('household');
  const change = useHouseholdChange(userId);
  const [editing, setEditing] = useState<string | null>(null);
  const rename = useFieldError('name');
  if (editing === null) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="min-w-0 text-xl font-bold wrap-anywhere text-brand-900">{name}</h2>
        <Button variant="outline" onClick={() => setEditing(name)}>
          {t('name.rename')}
        </Button>
      </div>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    rename.setError(undefined);
    change.mutate(
      { kind: 'rename', name: (editing ?? '').trim() },
      {
        onSuccess: () => {
          setEditing(null);
          toast.success(t('name.done'));
        },
        onError: rename.onError,
      },
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField label={t('make.name')} error={rename.error}>
        <Input value={editing} autoComplete="off" onChange={(e) => setEditing(e.target.value)} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={change.isPending || !editing.trim()}>
          {t('name.save')}
        </Button>
        <Button variant="outline" onClick={() => setEditing(null)}>
          {t('name.cancel')}
        </Button>
      </div>
    </form>
  );
}
