// Refuses passwords on a list of common ones (NIST SP 800-63B 3.1.1.2), beyond the schemas' length rules.
import { createRequire } from 'node:module';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * ~49,000 passwords seen most often in breaches (zxcvbn-ts' list, MIT), loaded on first use: the package's
 * public entry, required only then, since unpacking its lists takes a noticeable moment.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)(
      '@zxcvbn-ts/language-common',
    ) as typeof LanguageCommon;
    common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  }
  return common;
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}

/** Case does not make a common password safe: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
