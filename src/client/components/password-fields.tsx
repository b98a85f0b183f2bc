// The new-password pair (password and confirmation), with their errors under each field.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { useFieldMessage } from '@/client/lib/form-errors';

interface Pair {
  password: string;
  confirmPassword: string;
}

export function PasswordFields<T extends Pair>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<Pair>;
}) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const reg = register as unknown as UseFormRegister<Pair>;
  return (
    <>
      <FormField label={t('fields.newPassword')} error={message(errors.password?.message)}>
        <Input {...reg('password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={message(errors.confirmPassword?.message)}>
        <Input {...reg('confirmPassword')} type="password" autoComplete="new-password" />
      </FormField>
    </>
  );
}
