// A form's submit button: disabled with a loading label while the form is submitting.
import { Button } from './button';

export function SubmitButton({
  submitting,
  label,
  loadingLabel,
}: {
  submitting: boolean;
  label: string;
  loadingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
      {submitting ? loadingLabel : label}
    </Button>
  );
}
