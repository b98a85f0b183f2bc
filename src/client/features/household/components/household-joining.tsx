// Without a household: make one (a name) or join one with a code, a shared link's code filled in and joining
// first, after choosing whether the personal fridge's foods come along.
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { SwitchRow } from '@/client/components/ui/switch';
import { toast } from '@/client/lib/toast';
import { useHouseholdChange } from '../api/household';
import { useFieldError } from './field-error';
import { card, heading } from './styles';

export interface JoiningProps {
  userId: string;
  /** A code to join with, from a shared link. */
  code?: string;
  /** Called once the link's code has been used, so that a reload does not show it again. */
  onCodeUsed(): void;
}

export function Joining({ userId, code, onCodeUsed }: JoiningProps) {
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

  const busy = change.isPending;
  const joinForm = (
    <OneFieldForm
      part="join"
      label={t('join.code')}
      value={joinCode}
      onChange={setJoinCode}
      error={join.error}
      busy={busy}
      onSubmit={submitJoin}
      input={{
        autoCapitalize: 'characters',
        spellCheck: false,
        className: 'font-mono tracking-widest uppercase',
      }}
    />
  );
  const makeForm = (
    <OneFieldForm
      part="make"
      label={t('make.name')}
      value={name}
      onChange={setName}
      error={make.error}
      busy={busy}
      onSubmit={submitMake}
      input={{ placeholder: t('make.placeholder') }}
    />
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

/** A card with one field and its button: making a household, joining one. */
function OneFieldForm(props: {
  part: 'join' | 'make';
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  busy: boolean;
  onSubmit(event: FormEvent): void;
  input: ComponentProps<typeof Input>;
}) {
  const { t } = useTranslation('household');
  const id = `${props.part}-household`;
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={heading}>
        {t(`${props.part}.title`)}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t(`${props.part}.text`)}</p>
      <form onSubmit={props.onSubmit} noValidate className="space-y-4">
        <FormField label={props.label} error={props.error}>
          <Input
            {...props.input}
            value={props.value}
            autoComplete="off"
            onChange={(e) => props.onChange(e.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={props.busy || !props.value.trim()}>
          {t(`${props.part}.submit`)}
        </Button>
      </form>
    </section>
  );
}
