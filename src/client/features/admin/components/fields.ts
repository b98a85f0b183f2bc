// The fields of the admin's forms, described once per resource: how a row becomes the form's values, and the
// values the body the shared schema checks (numbers from text, dates from the local clock, steps from lines).
import type en from '../../../locales/en/admin.json';

export type FieldName = keyof (typeof en)['fields'];

export type FieldSpec =
  | {
      name: FieldName;
      kind:
        'text' | 'optionalText' | 'textarea' | 'int' | 'optionalInt' | 'instant' | 'lines' | 'bool' | 'foods';
    }
  | { name: FieldName; kind: 'choice'; options: readonly string[] };

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** An instant as a `datetime-local` input shows it: the browser's own clock, to the minute. */
function localInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's starting values: the row's, or empty ones for a new row. */
export function valuesOf(fields: readonly FieldSpec[], row?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = row?.[field.name];
    switch (field.kind) {
      case 'bool':
        values[field.name] = typeof value === 'boolean' ? value : true;
        break;
      case 'foods':
        values[field.name] = Array.isArray(value) ? (value as string[]) : [];
        break;
      case 'lines':
        values[field.name] = Array.isArray(value) ? (value as string[]).join('\n') : '';
        break;
      case 'instant':
        values[field.name] = typeof value === 'string' ? localInput(value) : '';
        break;
      case 'choice':
        values[field.name] = typeof value === 'string' ? value : (field.options[0] ?? '');
        break;
      default:
        values[field.name] = value === null || value === undefined ? '' : String(value);
    }
  }
  return values;
}

/** What the form sends: each value in the type its schema asks for (a wrong one is left for it to name). */
export function bodyOf(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    switch (field.kind) {
      case 'int':
        body[field.name] = text === '' ? undefined : Number(text);
        break;
      case 'optionalInt':
        body[field.name] = text === '' ? null : Number(text);
        break;
      case 'optionalText':
        body[field.name] = text === '' ? null : text;
        break;
      case 'instant': {
        const date = new Date(text);
        body[field.name] = text === '' ? undefined : Number.isNaN(date.getTime()) ? text : date.toISOString();
        break;
      }
      case 'lines':
        body[field.name] = text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        break;
      default:
        body[field.name] = value;
    }
  }
  return body;
}
