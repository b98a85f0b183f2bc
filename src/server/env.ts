// The only reader of process.env: validates every setting once at start-up.
import { z } from 'zod';
import { isLoopbackHostname } from './http/loopback';
import { offeredProviders, publicConfigShape, toPublicConfig } from './public-config';
import { s3SettingsFrom } from './storage/s3-settings';

function milliseconds(fallback: number) {
  return z.coerce.number().int().min(0).max(86_400_000).default(fallback);
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .refine(
        (value) => URL.canParse(value),
        'is not a valid URL (a password with special characters must be percent-encoded)',
      )
      .optional(),
    // Limits on every connection to a PostgreSQL server (milliseconds, 0 = none); see README.
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(15_000),
    DATABASE_LOCK_TIMEOUT_MS: milliseconds(5000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(60_000),
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    // Pictures in an S3-compatible service shared by every instance; without it, on this machine's disk.
    STORAGE_URL: z
      .string()
      .regex(/^s3(\+http)?:\/\//, 'must start with s3:// or s3+http://')
      .refine((value) => {
        try {
          s3SettingsFrom(value);
          return true;
        } catch {
          return false;
        }
      }, 'must be s3://KEY:SECRET@host[:port]/bucket (the key and secret percent-encoded)')
      .optional(),
    MAIL_FROM: z.string().min(3).default('"My Fridge" <no-reply@myfridge.local>'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // How many reverse proxies in front of the app append to X-Forwarded-For; true and false are 1 and 0.
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'must be the number of trusted proxies (0, 1, 2…), or true/false')
      .default('0'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_CLIENT_SECRET: z.string().min(1).optional(),
    APPLE_DISCOVERY_URL: z.url().default('https://appleid.apple.com/.well-known/openid-configuration'),
    // Turns GET /metrics on, for a scraper that sends it as a Bearer token; unset, /metrics is not there.
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Web Push: the VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints);
    // without it, one is generated once and kept in the database, shared by every instance.
    VAPID_PUBLIC_KEY: z.string().min(80).optional(),
    VAPID_PRIVATE_KEY: z.string().min(40).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URI')
      .optional(),
    // Host names (and their subdomains) push endpoints may point at: the browsers' push services.
    PUSH_HOSTS: z
      .string()
      .default(
        'fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com,web.push.apple.com',
      ),
    // How often each instance looks for due reminders; 0 turns the in-process dispatcher off.
    REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
    ...publicConfigShape,
  })
  .superRefine((env, ctx) => {
    // A public production install needs a contact the push services accept: Apple's refuses the
    // no-reply address of a local install, and then no iPhone gets a reminder.
    if (env.NODE_ENV !== 'production' || isLocalUrl(env.PUBLIC_URL)) return;
    const host = unreachableContact(env.VAPID_SUBJECT ?? `mailto:${mailAddress(env.MAIL_FROM)}`);
    if (host) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_SUBJECT'],
        message: `push services refuse a contact at ${host}: set VAPID_SUBJECT to a mailto: or https:// address of yours`,
      });
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    // A local install listens on this machine only, unless HOST says otherwise.
    host: env.HOST ?? (isLocalUrl(env.PUBLIC_URL) ? '127.0.0.1' : undefined),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /** Served over HTTPS: Secure cookies, HSTS and the upgrade of insecure requests. */
    secureTransport: env.PUBLIC_URL?.startsWith('https://') ?? false,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    smtpUrl: env.SMTP_URL,
    storage: env.STORAGE_URL ? s3SettingsFrom(env.STORAGE_URL) : undefined,
    authSecret: env.AUTH_SECRET,
    trustedProxies: trustedProxies(env.TRUST_PROXY),
    oidc: oidcSettings(env),
    mailFrom: env.MAIL_FROM,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${mailAddress(env.MAIL_FROM)}`,
    pushHosts: env.PUSH_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    reminderIntervalSeconds: env.REMINDER_INTERVAL_SECONDS,
    // The sign-in buttons offer exactly the providers the server signs in with.
    publicConfig: toPublicConfig(env, offeredProviders(oidcSettings(env))),
  }));

/** No PUBLIC_URL, or one that names this machine. */
function isLocalUrl(url: string | undefined): boolean {
  return url === undefined || isLoopbackHostname(new URL(url).hostname);
}

function trustedProxies(value: string): number {
  if (value === 'true') return 1;
  if (value === 'false') return 0;
  return Number(value);
}

/** The bare address of a From header such as '"My Fridge" <no-reply@example.com>'. */
/** Names that reach nobody outside this machine or network (RFC 2606, RFC 6761, mDNS). */
const UNREACHABLE_HOST = /(^|\.)(localhost|local|test|example|invalid|internal)$|^example\.(com|net|org)$/;

/** The host of a VAPID subject that push services refuse as a contact, or undefined when it is fine. */
export function unreachableContact(subject: string): string | undefined {
  let host: string;
  try {
    host = subject.startsWith('mailto:')
      ? subject.slice('mailto:'.length).split('@').pop()!.toLowerCase()
      : new URL(subject).hostname.toLowerCase();
  } catch {
    return subject;
  }
  return UNREACHABLE_HOST.test(host) || isLoopbackHostname(host) ? host : undefined;
}

function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

export type Env = z.infer<typeof envSchema>;

export interface OidcSettings {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

interface OidcVariables {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_DISCOVERY_URL: string;
  APPLE_CLIENT_ID?: string;
  APPLE_CLIENT_SECRET?: string;
  APPLE_DISCOVERY_URL: string;
}

function oidcSettings(env: OidcVariables) {
  return {
    google: oidcProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_DISCOVERY_URL),
    apple: oidcProvider(env.APPLE_CLIENT_ID, env.APPLE_CLIENT_SECRET, env.APPLE_DISCOVERY_URL),
  };
}

/** A provider is offered only when both its client id and secret are set. */
function oidcProvider(
  clientId?: string,
  clientSecret?: string,
  discoveryUrl?: string,
): OidcSettings | undefined {
  return clientId && clientSecret && discoveryUrl ? { clientId, clientSecret, discoveryUrl } : undefined;
}

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment variables\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvError';
  }
}

/** Reads the settings from `source`; empty strings count as unset, as shells often leave them. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new InvalidEnvError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  return parsed.data;
}
