// The form that creates or changes a row of any of the four resources, from its fields' description: checked
// by the resource's shared schema before it is sent, and the server's refusals (422 per field, 409 for a taken
// slug or code) shown under the fields they name, or above the buttons.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import type { z } from 'zod';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api';
import { useFieldMessage } from '@/client/lib/form-errors';
import { adminKeys } from '@/client/lib/query-keys';
import { toast } from '@/client/lib/toast';
import { resourceRequests, uploadFoodPicture, type AdminRows, type ResourceName } from '../api/resources';
import { bodyOf, valuesOf, type FieldSpec, type FormValues } from './fields';
import { FieldInput } from './field-input';
import { PictureField } from './picture-field';
import type { ResourceConfig } from './resource-configs';
import { adminChecks } from '../load-checks';

/** The schema of a new row or of a change, loaded with the first form (ADR 038). */
async function schemaOf(name: ResourceName, change: boolean): Promise<z.ZodType> {
  const { resourceSchemas } = await adminChecks();
  return resourceSchemas[name][change ? 'update' : 'create'];
}

/** Checks the body the values make with the schema; each field gets the first message about it. */
function resolverFor(
  name: ResourceName,
  change: boolean,
  fields: readonly FieldSpec[],
): Resolver<FormValues> {
  return async (values) => {
    const parsed = (await schemaOf(name, change)).safeParse(bodyOf(fields, values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

interface ResourceFormProps<N extends ResourceName> {
  config: ResourceConfig<N>;
  /** The row to change; a new one without. */
  row?: AdminRows[N];
  /** Saved, the form stays open when the picture was refused: the screen then names the row changed. */
  onSaved(row: AdminRows[N]): void;
  onDone(): void;
}

export function ResourceForm<N extends ResourceName>({ config, row, onSaved, onDone }: ResourceFormProps<N>) {
  const { t } = useTranslation('admin');
  const message = useFieldMessage();
  const queryClient = useQueryClient();
  // Saved once already (its picture refused): what follows changes it rather than making another.
  const [saved, setSaved] = useState(row);
  const [file, setFile] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const form = useForm<FormValues>({
    defaultValues: valuesOf(config.fields, row as Record<string, unknown> | undefined),
    resolver: resolverFor(config.name, saved !== undefined, config.fields),
  });
  const { errors, isSubmitting } = form.formState;
  const names = config.fields.map((f) => f.name as string);

  function showRefusal(error: unknown) {
    if (!(error instanceof ApiError)) {
      setFormError(error instanceof Error && error.message ? error.message : t('form.failed'));
      return;
    }
    const others = [];
    for (const f of error.fields) {
      const name = f.field.split('.')[0]!;
      if (names.includes(name)) form.setError(name, { type: 'server', message: f.message });
      else others.push(f.message);
    }
    if (error.fields.length === 0 || others.length > 0) setFormError([error.message, ...others].join(' '));
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setPictureError(undefined);
    const requests = resourceRequests(config.name);
    const body = (await schemaOf(config.name, saved !== undefined)).parse(bodyOf(config.fields, values));
    let current = saved;
    try {
      current = saved ? await requests.update(saved.id, body) : await requests.create(body);
      setSaved(current);
      onSaved(current);
    } catch (error) {
      showRefusal(error);
      return;
    } finally {
      await queryClient.invalidateQueries({ queryKey: adminKeys.resource(config.name) });
    }
    if (config.picture && file) {
      try {
        await uploadFoodPicture(current.id, file);
        await queryClient.invalidateQueries({ queryKey: adminKeys.resource(config.name) });
      } catch (error) {
        const field = error instanceof ApiError ? error.fields.find((f) => f.field === 'picture') : undefined;
        setPictureError(field?.message ?? (error instanceof Error ? error.message : t('form.failed')));
        return;
      }
    }
    toast.success(t('form.saved'));
    onDone();
  });

  const imagePath = (saved as { imagePath?: string | null } | undefined)?.imagePath ?? null;
  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-3xl bg-white p-5 shadow-sm sm:p-6">
      {config.picture ? (
        <PictureField
          imagePath={imagePath}
          file={file}
          error={pictureError}
          onFile={(next) => {
            setFile(next);
            setPictureError(undefined);
          }}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {config.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            control={form.control}
            register={form.register}
            error={message(errors[field.name]?.message as string | undefined)}
          />
        ))}
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
