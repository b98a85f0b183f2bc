import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema, newPasswordSchema, otpSchema, signupSchema } from './auth';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // The first message of each field, as the form and the API show it.
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('validation rules', () => {
  it('login: e-mail required and valid, password required at any length (older accounts still sign in)', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(loginSchema.parse({ email: ' Ada@Example.COM ', password: '123456' }).email).toBe(
      'ada@example.com',
    );
  });

  it('passwords of 64 and 128 characters are allowed, longer ones are not', () => {
    expect(loginSchema.safeParse({ email: 'a@b.it', password: 'x'.repeat(128) }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ email: 'a@b.it', password: 'x'.repeat(129) }))).toEqual({
      password: 'validation.passwordMax',
    });
  });

  it('signup: names of at least 2, confirmation required and matching', () => {
    const base = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret-one' };
    expect(
      messages(signupSchema.safeParse({ ...base, firstName: 'A', lastName: ' ', confirmPassword: '' })),
    ).toEqual({
      firstName: 'validation.firstNameMin',
      lastName: 'validation.lastNameRequired',
      confirmPassword: 'validation.confirmPasswordRequired',
    });
    expect(messages(signupSchema.safeParse({ ...base, confirmPassword: 'secret-two' }))).toEqual({
      confirmPassword: 'validation.passwordsMismatch',
    });
    expect(signupSchema.safeParse({ ...base, confirmPassword: 'secret-one' }).success).toBe(true);
  });

  it('one-time code: exactly 6 digits', () => {
    expect(messages(otpSchema.safeParse({ otp: '' }))).toEqual({ otp: 'validation.otpRequired' });
    for (const bad of ['12345', '1234567', 'abcdef']) {
      expect(messages(otpSchema.safeParse({ otp: bad }))).toEqual({ otp: 'validation.otpFormat' });
    }
    expect(otpSchema.safeParse({ otp: '012345' }).success).toBe(true);
  });

  it('new password and confirmation must match', () => {
    expect(
      messages(newPasswordSchema.safeParse({ password: 'secret-one', confirmPassword: 'secret-two' })),
    ).toEqual({
      confirmPassword: 'validation.passwordsMismatch',
    });
  });

  it('new passwords have at least 8 characters', () => {
    expect(
      messages(newPasswordSchema.safeParse({ password: 'seven77', confirmPassword: 'seven77' })),
    ).toEqual({
      password: 'validation.passwordMin',
    });
    expect(
      messages(
        signupSchema.safeParse({
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'a@b.it',
          password: 'seven77',
          confirmPassword: 'seven77',
        }),
      ),
    ).toEqual({
      password: 'validation.passwordMin',
    });
    expect(newPasswordSchema.safeParse({ password: 'eight888', confirmPassword: 'eight888' }).success).toBe(
      true,
    );
  });

  it('a body that is not an object is refused as such, whatever it is', () => {
    for (const schema of [signupSchema, newPasswordSchema, changePasswordSchema]) {
      for (const body of [null, undefined, 'text', 42, true, [], [{ password: 'secret1' }]]) {
        const result = schema.safeParse(body);
        expect(result.success, JSON.stringify(body)).toBe(false);
      }
    }
  });
});
