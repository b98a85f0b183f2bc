// The field of a code to type: six digits e-mailed, or shown by an authenticator app. Digits on a phone's
// keyboard, the code offered from a text message or the mail app, large and spaced. `maxLength` leaves room
// for a space pasted in the middle ("123 456"), which the checks take out.
import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from './input';

export const CodeInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function CodeInput(props, ref) {
    return (
      <Input
        ref={ref}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="text-center text-2xl tracking-[0.5em]"
        {...props}
      />
    );
  },
);
