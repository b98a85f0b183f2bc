// /unsubscribe: the link of a reminder e-mail. Opening it changes nothing (mail scanners open links);
// only the button does, and it needs no sign-in: the signed token names the account.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { PageHeading } from '@/client/components/ui/page-heading';
import { ApiError } from '@/client/lib/api';
import { useUnsubscribeEmail } from '../api/notifications';

export function UnsubscribePage({ token }: { token?: string }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const resultRef = useRef<HTMLDivElement>(null);
  const unsubscribe = useUnsubscribeEmail();

  // The button disappears with the answer: the focus moves to the answer, which is also read out.
  useEffect(() => {
    if (unsubscribe.isSuccess) resultRef.current?.focus();
  }, [unsubscribe.isSuccess]);

  if (!token) {
    return (
      <Card title={t('unsubscribe.title')}>
        <Alert>{t('unsubscribe.missingToken')}</Alert>
        <ProfileLink label={t('unsubscribe.toProfile')} />
      </Card>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <Card title={t('unsubscribe.doneTitle')}>
        <div ref={resultRef} tabIndex={-1} className="outline-none">
          <Alert tone="success">{t('unsubscribe.done')}</Alert>
        </div>
        <ProfileLink label={t('unsubscribe.toProfile')} />
      </Card>
    );
  }

  return (
    <Card title={t('unsubscribe.title')}>
      <p>{t('unsubscribe.text')}</p>
      {unsubscribe.isError ? <Alert>{failureMessage(unsubscribe.error, ta('unexpected'))}</Alert> : null}
      <Button
        size="lg"
        className="w-full"
        disabled={unsubscribe.isPending}
        aria-busy={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate(token)}
      >
        {unsubscribe.isPending ? t('unsubscribe.confirming') : t('unsubscribe.confirm')}
      </Button>
    </Card>
  );
}

/** The server's translated reason for a refused link; anything else (network, 5xx) is the generic one. */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.fields[0]?.message ?? error.message;
  }
  return fallback;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-sm">
      <PageHeading title={title} />
      <div className="space-y-4 text-slate-800">{children}</div>
    </div>
  );
}

function ProfileLink({ label }: { label: string }) {
  return (
    <Link to="/profile" className={buttonClasses('outline', 'lg', 'w-full')}>
      {label}
    </Link>
  );
}
