// /household: the people the user shares one fridge with. Without a household, make one or join one with a
// code (a shared link fills it in), asked whether the personal fridge's foods come along; in one, its name,
// members and codes (household-members.tsx, household-codes.tsx). Guests are asked to create the account.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { PageHeading } from '@/client/components/ui/page-heading';
import { SwitchRow } from '@/client/components/ui/switch';
import { ApiError } from '@/client/lib/api';
import { serverFieldMessage } from '@/client/lib/form-errors';
import { useSession, type SessionUser } from '@/client/lib/session';
import { toast } from '@/client/lib/toast';
import { householdQuery, joinPath, useHouseholdChange, type Household } from '../api/household';
import { HouseholdCodes } from './household-codes';
import { HouseholdMembers } from './household-members';
import { card, heading } from './styles';

interface HouseholdPageProps {
  /** A code to join with, from a shared link. */
  code?: string;
  /** Called once the link's code has been used, so that a reload does not show it again. */
  onCodeUsed(): void;
}

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

/** The message of a refused change: under its field when the server names one, else as a toast. */
function useFieldError(field: string) {
  const { t } = useTranslation('household');
  const [error, setError] = useState<string>();
  const onError = (e: Error) => {
    const message = serverFieldMessage(e, field);
    if (message) setError(message);
    else toast.error(e instanceof ApiError ? e.message : t('failed'));
  };
  return { error, setError, onError };
}

function Joining({ userId, code, onCodeUsed }: { userId: string } & HouseholdPageProps) {
  const { t } = useTranslation('household');
  const change = useHouseholdChange(userId);
  const [bringItems, setBringItems] = useState(true);
  const [joinCode, setJoinCode] = useState(code ?? '');
  const [name, setName] = useState('');
  const join = useFieldError('code');
  const make = useFieldError('name');

  function submitJoin(event: FormEvent) {
    event.preventDefault();
    join.setError(undefined);
    change.mutate(
      { kind: 'join', code: joinCode.trim(), bringItems },
      {
        onSuccess: (household) => {
          toast.success(t('join.done', { name: household?.name ?? '' }));
          onCodeUsed();
        },
        onError: join.onError,
      },
    );
  }
  function submitMake(event: FormEvent) {
    event.preventDefault();
    make.setError(undefined);
    change.mutate(
      { kind: 'create', name: name.trim(), bringItems },
      {
        onSuccess: (household) => toast.success(t('make.done', { name: household?.name ?? '' })),
        onError: make.onError,
      },
    );
  }

  const joinForm = (
    <section aria-labelledby="join-household" className={card}>
      <h2 id="join-household" className={heading}>
        {t('join.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('join.text')}</p>
      <form onSubmit={submitJoin} noValidate className="space-y-4">
        <FormField label={t('join.code')} error={join.error}>
          <Input
            value={joinCode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono tracking-widest uppercase"
            onChange={(e) => setJoinCode(e.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={change.isPending || !joinCode.trim()}>
          {t('join.submit')}
        </Button>
      </form>
    </section>
  );
  const makeForm = (
    <section aria-labelledby="make-household" className={card}>
      <h2 id="make-household" className={heading}>
        {t('make.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('make.text')}</p>
      <form onSubmit={submitMake} noValidate className="space-y-4">
        <FormField label={t('make.name')} error={make.error}>
          <Input
            value={name}
            autoComplete="off"
            placeholder={t('make.placeholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={change.isPending || !name.trim()}>
          {t('make.submit')}
        </Button>
      </form>
    </section>
  );
  return (
    <div className="space-y-5">
      <section className={card}>
        <SwitchRow
          label={t('bringItems')}
          description={t('bringItemsHint')}
          checked={bringItems}
          onCheckedChange={setBringItems}
        />
      </section>
      {/* Someone who followed a link came to join: that comes first. */}
      {code ? (
        <>
          {joinForm}
          {makeForm}
        </>
      ) : (
        <>
          {makeForm}
          {joinForm}
        </>
      )}
    </div>
  );
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
