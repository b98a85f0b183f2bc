// Codes people read and type: upper-case letters and digits without the look-alikes 0/O and 1/I.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `length` characters drawn uniformly (5 bits each) from a cryptographic source. */
export function randomCode(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A code as a person types it, read case-insensitively and without spaces or dashes. */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}
