// The prize claims held for review (and those decided): who claimed which prize, why it was held, and the
// decision: approve (the user is e-mailed the code) or reject with a reason the user reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { SubmitButton } from '@/client/components/ui/submit-button';

import { applyServerError, useFieldMessage } from '@/client/lib/form-errors';
import { adminKeys } from '@/client/lib/query-keys';
import { toast } from '@/client/lib/toast';
import {
  CLAIM_STATUSES,
  approveClaim,
  listClaims,
  rejectClaim,
  type AdminClaim,
  type ClaimStatus,
} from '../api/reviews';
import { adminChecks } from '../load-checks';
import { PagedList, usePagedList } from './paged-list';
import { SegmentedChoice } from './segmented-choice';
import { when } from './when';

export function ClaimsSection() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ClaimStatus>('held');
  const [rejecting, setRejecting] = useState<AdminClaim | null>(null);
  const list = usePagedList(
    (offset) => adminKeys.list('claims', { status, offset }),
    (offset) => listClaims(status, offset),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.resource('claims') });
  const approve = useMutation({ mutationFn: approveClaim, onSettled: refresh });

  async function approveOne(claim: AdminClaim) {
    try {
      await approve.mutateAsync(claim.id);
      toast.success(t('claims.approved'));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('form.failed'));
    }
  }

  return (
    <section aria-labelledby="admin-claims-title">
      <h2 id="admin-claims-title" className="mb-2 text-xl font-bold text-brand-900">
        {t('claims.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('claims.intro')}</p>
      <SegmentedChoice
        label={t('claims.status')}
        options={CLAIM_STATUSES.map((value) => ({ value, label: t(`claims.statuses.${value}`) }))}
        value={status}
        onChange={(next) => {
          setStatus(next);
          list.setOffset(0);
        }}
      />
      <PagedList
        list={list}
        empty={t('claims.none')}
        className="mt-4 space-y-3"
        emptyClassName="rounded-3xl bg-white p-4 text-slate-700 shadow-sm"
        itemKey={(claim) => claim.id}
      >
        {(claim) => (
          <li className="rounded-3xl bg-white p-4 shadow-sm sm:p-5">
            <p className="font-semibold break-words text-slate-900">
              {t('claims.who', { email: claim.user.email, prize: claim.prize.slug })}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
              <dt className="font-semibold">{t('claims.reason')}</dt>
              <dd>{claim.holdReason ? t(`claims.holdReasons.${claim.holdReason}`) : '—'}</dd>
              <dt className="font-semibold">{t('claims.account')}</dt>
              <dd>
                {t('claims.levelPoints', { level: claim.user.level, points: claim.user.points })}
                {' · '}
                {t('claims.since', { date: when(claim.user.createdAt) })}
              </dd>
              <dt className="font-semibold">{t('claims.claimedAt')}</dt>
              <dd>{when(claim.createdAt)}</dd>
              {claim.reviewedAt ? (
                <>
                  <dt className="font-semibold">{t('claims.decidedAt')}</dt>
                  <dd className="break-words">
                    {when(claim.reviewedAt)}
                    {claim.reviewedBy ? ` · ${claim.reviewedBy}` : ''}
                  </dd>
                </>
              ) : null}
            </dl>
            {claim.status === 'held' ? (
              <div className="mt-3 flex flex-wrap gap-2">
                <Button disabled={approve.isPending} onClick={() => void approveOne(claim)}>
                  {t('claims.approve')}
                </Button>
                <Button variant="outline" onClick={() => setRejecting(claim)}>
                  {t('claims.reject')}
                </Button>
              </div>
            ) : null}
          </li>
        )}
      </PagedList>
      {rejecting ? (
        <RejectDialog
          claim={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={() => void refresh()}
        />
      ) : null}
    </section>
  );
}

function RejectDialog(props: { claim: AdminClaim; onClose(): void; onRejected(): void }) {
  const { t } = useTranslation('admin');
  const message = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({
    // The shared schema, loaded with the first form (ADR 038).
    resolver: async (values, context, options) =>
      (await adminChecks()).rejectResolver(values, context, options),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const reject = useMutation({ mutationFn: rejectClaim });
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await reject.mutateAsync({ id: props.claim.id, reason });
      toast.success(t('claims.rejected'));
      props.onRejected();
      props.onClose();
    } catch (error) {
      setFailure(applyServerError(error, form.setError, ['reason'], t('form.failed')));
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={t('claims.rejectTitle')}
      description={t('claims.rejectText', { email: props.claim.user.email })}
      closeLabel={t('close')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label={t('claims.rejectReason')}
          {...(errors.reason ? { error: message(errors.reason.message) } : {})}
        >
          <textarea
            rows={3}
            className="min-h-24 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-600"
            {...form.register('reason')}
          />
        </FormField>
        {failure ? <Alert>{failure}</Alert> : null}
        <SubmitButton
          submitting={isSubmitting}
          label={t('claims.reject')}
          loadingLabel={t('form.saving')}
          variant="danger"
        />
      </form>
    </Dialog>
  );
}
