// The only reader of process.env: validates every setting once at start-up.
import { z } from 'zod';
import { publicConfigShape, toPublicConfig } from './public-config';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('"My Fridge" <no-reply@myfridge.local>'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_CLIENT_SECRET: z.string().min(1).optional(),
    APPLE_DISCOVERY_URL: z.url().default('https://appleid.apple.com/.well-known/openid-configuration'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ...publicConfigShape,
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    authSecret: env.AUTH_SECRET,
    trustProxy: env.TRUST_PROXY === 'true',
    oidc: {
      google: oidcProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_DISCOVERY_URL),
      apple: oidcProvider(env.APPLE_CLIENT_ID, env.APPLE_CLIENT_SECRET, env.APPLE_DISCOVERY_URL),
    },
    mailFrom: env.MAIL_FROM,
    publicConfig: toPublicConfig(env),
  }));

export type Env = z.infer<typeof envSchema>;

export interface OidcSettings {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
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
