// What the log redaction removes from text and objects, and what it keeps.
import { describe, expect, it } from 'vitest';
import { redact, scrubText } from './redact';

describe('scrubText', () => {
  it('removes values a message may carry, keeping the words around them', () => {
    expect(scrubText('Key (email)=(a@b.it) already exists.')).toBe(
      'Key (email)=([redacted]) already exists.',
    );
    expect(scrubText('connect to postgres://app:s3cr3t@db.internal:5432/fridge')).toBe(
      'connect to postgres://app:[redacted]@db.internal:5432/fridge',
    );
    expect(scrubText('Cookie: fridge.session_token=abc.def; lang=it')).toBe(
      'Cookie: fridge.session_token=[redacted]; lang=it',
    );
    expect(scrubText('/callback/google?code=xyz&state=abc&x=1')).toBe(
      '/callback/google?code=[redacted]&state=[redacted]&x=1',
    );
    expect(scrubText('Failed query: select $1\nparams: a,b\nc\n    at f (x.js:1:1)')).toBe(
      'Failed query: select $1\nparams: [redacted]\n    at f (x.js:1:1)',
    );
    expect(scrubText('pino@10.4.0 at node_modules/@scope/pkg/x.js')).toBe(
      'pino@10.4.0 at node_modules/@scope/pkg/x.js',
    );
  });
});

describe('redact', () => {
  it('keeps an error’s cause and code, not its parameters or detail', () => {
    const cause = Object.assign(new Error('duplicate key'), {
      code: '23505',
      detail: 'Key (email)=(a@b.it)',
    });
    const error = Object.assign(new Error('Failed query: insert\nparams: a@b.it', { cause }), {
      params: ['a@b.it'],
    });
    expect(redact(error)).toMatchObject({
      message: 'Failed query: insert\nparams: [redacted]',
      params: '[redacted]',
      cause: { message: 'duplicate key', code: '23505', detail: '[redacted]' },
    });
  });
});
