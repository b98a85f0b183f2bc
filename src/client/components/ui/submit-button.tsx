// A form's submit button: disabled with a loading label while the form is submitting.
import { Button, type ButtonVariant } from './button';

export function SubmitButton({
  submitting,
  label,
  loadingLabel,
  variant,
}: {
  submitting: boolean;
  label: string;
  loadingLabel: string;
  /** The primary look unless the form does something that cannot be taken back (`danger`). */
  variant?: ButtonVariant;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      variant={variant}
      disabled={submitting}
      aria-busy={submitting}
    >
      {submitting ? loadingLabel : label}
    </Button>
  );
}
