// /profile/edit/: names, phone, birth date, gender and picture, with the validation messages under each field.
import { formChecks } from '@/client/lib/lazy-resolver';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import { GENDERS } from '@/shared/constants';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { PictureField } from '@/client/components/ui/picture-field';
import { PageHeading } from '@/client/components/ui/page-heading';
import { SubmitButton } from '@/client/components/ui/submit-button';
import { applyServerError, serverFieldMessage, useFieldMessage } from '@/client/lib/form-errors';
import { useOnline } from '@/client/lib/online';
import { readSinceOpening } from '@/client/lib/read-since-opening';
import { useSession } from '@/client/lib/session';
import { profileQuery, useUpdateProfile, useUploadPicture, type Profile } from '../api/requests';

export function EditProfilePage() {
  const { t } = useTranslation('profile');
  const { data: user } = useSession();
  const online = useOnline();
  const query = useQuery({ ...profileQuery(user?.id ?? ''), enabled: Boolean(user) });
  // The form starts from what the server has now, not from the copy kept for offline use (it may predate the
  // last edit); without a signal the kept copy is all there is.
  const profile = readSinceOpening(query.dataUpdatedAt) || !online ? query.data : undefined;
  return (
    <>
      <PageHeading title={t('edit.title')}>{t('edit.intro')}</PageHeading>
      {profile ? <EditProfileForm profile={profile} /> : null}
    </>
  );
}

const TEXT_FIELDS = ['firstName', 'lastName', 'displayName', 'phone'] as const;

function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const message = useFieldMessage();
  const upload = useUploadPicture();
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const form = useForm({
    resolver: formChecks('profileEdit'),
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      displayName: profile.displayName ?? '',
      phone: profile.phone ?? '',
      birthDate: profile.birthDate ?? '',
      ...(profile.gender ? { gender: profile.gender } : {}),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    // The profile needs a picture, the one already there or a new one.
    if (!file && !profile.imgPath) {
      setPictureError(message('validation.pictureRequired'));
      return;
    }
    try {
      if (file) await upload.mutateAsync(file);
      await update.mutateAsync(values);
      await navigate({ to: '/profile', search: { successfulEdit: true } });
    } catch (error) {
      const box = applyServerError(
        error,
        form.setError,
        [...TEXT_FIELDS, 'birthDate', 'gender'],
        t('edit.error'),
      );
      const picture = serverFieldMessage(error, 'picture');
      if (picture) setPictureError(picture);
      else if (box) toast.error(t('edit.error'));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto max-w-md space-y-4 rounded-3xl bg-white p-6 shadow-sm"
    >
      <PictureField
        shape="avatar"
        current={profile.imgPath}
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          setPictureError(undefined);
        }}
        error={pictureError}
        label={t('edit.picture')}
        hint={t('edit.pictureHint')}
        choose={t('edit.choosePicture')}
        alt={t('edit.pictureAlt')}
      />
      {profile.email ? (
        <FormField label={t('edit.email')}>
          <Input value={profile.email} readOnly />
        </FormField>
      ) : null}
      {TEXT_FIELDS.map((field) => (
        <FormField
          key={field}
          label={t(`edit.${field}`)}
          error={message(errors[field]?.message)}
          {...(field === 'displayName' ? { hint: t('edit.displayNameHint') } : {})}
        >
          <Input
            {...form.register(field)}
            type={field === 'phone' ? 'tel' : 'text'}
            autoComplete={field === 'phone' ? 'tel' : 'off'}
          />
        </FormField>
      ))}
      <FormField label={t('edit.birthDate')} error={message(errors.birthDate?.message)}>
        <Input {...form.register('birthDate')} type="date" autoComplete="bday" />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">{t('edit.gender')}</legend>
        <div className="flex flex-wrap gap-3">
          {GENDERS.map((gender) => (
            <label
              key={gender}
              className="flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-3 py-2"
            >
              <input type="radio" value={gender} {...form.register('gender')} />
              {t(`edit.genders.${gender}`)}
            </label>
          ))}
        </div>
        {errors.gender ? (
          <p className="text-sm font-medium text-red-700">{message(errors.gender.message)}</p>
        ) : null}
      </fieldset>
      <SubmitButton submitting={isSubmitting} label={t('edit.submit')} loadingLabel={t('edit.submitting')} />
    </form>
  );
}
