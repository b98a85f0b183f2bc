// Refuses passwords on a list of common ones (NIST SP 800-63B 3.1.1.2), beyond the schemas' length rules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let common: Set<string> | undefined;

/** ~49,000 passwords seen most often in breaches (zxcvbn-ts' list, MIT), loaded on first use. */
function commonPasswords(): Set<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json');
    common = new Set((JSON.parse(readFileSync(file, 'utf8')) as string[]).map((p) => p.toLowerCase()));
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
