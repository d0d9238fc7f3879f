import path from 'node:path';
import type { PublicSettings } from '@handloom/shared';
import { z } from 'zod';

// Every setting of the shop, parsed once at start. A wrong value stops the
// shop with a message naming the variable (see .env.example for each one).

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const DEMO_STORE_ADDRESS = '14 Sannathi Street, Arani, Tiruvannamalai District, Tamil Nadu 632301';
const DEMO_STORE_ADDRESS_TA = '14, சன்னதி தெரு, ஆரணி, திருவண்ணாமலை மாவட்டம், தமிழ்நாடு 632301';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // auto: readable lines when stdout is a terminal, JSON lines otherwise.
  // Successful requests written one by one per second; beyond it they are counted (failures are always written).
  LOG_SUCCESSES_PER_SECOND: z.coerce.number().int().min(0).max(1_000_000).default(100),
  LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['auto', 'json', 'pretty']).default('auto')),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFromString.default(false)),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFromString.default(true)),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  // Finished demo images kept across data directories; `off` draws every image again (tests of the first start).
  DEMO_ARTWORK_CACHE: z.preprocess(emptyAsUndefined, z.string().optional()),

  SHOP_NAME: z.string().min(1).default('Kaithari Handlooms'),
  ADMIN_EMAIL: z.email().default('admin@kaithari.example'),
  CONTACT_EMAIL: z.email().default('care@kaithari.example'),
  CONTACT_PHONES: z
    .string()
    .default('+91 94430 12345,+91 98940 67890,+91 4173 226 789')
    .transform((value) => value.split(',').map((phone) => phone.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, 'must list at least one phone number')),
  STORE_ADDRESS: z.string().min(1).default(DEMO_STORE_ADDRESS),
  /** The same address in Tamil for the Tamil Contact page; without it that page shows the English one. */
  STORE_ADDRESS_TA: z.string().min(1).optional(),
  SHIPPING_PER_UNIT_RUPEES: z.coerce.number().int().min(0).max(10_000).default(50),

  // Where images live: a directory (shared by every instance when several run), or S3-compatible storage.
  MEDIA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  MEDIA_S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  MEDIA_S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  MEDIA_S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),

  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12, 'must be at least 12 characters').max(128).optional()),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  // How long an instance trusts a session it has looked up before asking the database again (0 = every request).
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),

  PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'razorpay'], 'must be sandbox or razorpay').default('sandbox')),
  RAZORPAY_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  RAZORPAY_KEY_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  // Only for tests: the offline fake of Razorpay's API (apps/api/src/testing/fake-razorpay.ts).
  RAZORPAY_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SANDBOX_PAYMENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  // Cash-on-delivery codes tried (or resent) from one client address per hour, across all orders.
  COD_CODE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  // Money paths (checkout-limits.ts). Per-address limits stay generous: Indian mobile
  // networks put many shoppers behind one carrier address; the per-account and
  // per-order limits carry the weight.
  CHECKOUT_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(15),
  CHECKOUT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(600),
  PAYMENT_DECLINES_PER_ORDER: z.coerce.number().int().min(1).max(1_000).default(5),
  PAYMENT_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(10),
  PAYMENT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(300),
  RESERVATION_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  RESERVATION_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),

  // Backups (features/backups): a daily base backup at BACKUP_TIME (India time; `off` = only by command),
  // kept BACKUP_KEEP_DAYS days, in BACKUP_DIR and, when set, an S3-compatible bucket too.
  BACKUP_TIME: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be HH:MM (India time, 24-hour) or off').default('02:30'),
  ),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3_650).default(7),
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  BACKUP_S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  BACKUP_S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  BACKUP_S3_REGION: z.string().min(1).default('us-east-1'),
  BACKUP_S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  BACKUP_S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  // GET /metrics answers only a request with `Authorization: Bearer <METRICS_TOKEN>`; unset = no /metrics.
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
});

const razorpaySettings = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

// Razorpay's three values are needed only in razorpay mode, where a missing one
// must stop the shop at start rather than fail the first checkout.
const CheckedConfigSchema = ConfigSchema.superRefine((config, context) => {
  // Object storage is all or nothing: a half-configured bucket would lose uploads (or backups).
  for (const prefix of ['MEDIA', 'BACKUP'] as const) {
    const s3Settings = [`${prefix}_S3_ENDPOINT`, `${prefix}_S3_BUCKET`, `${prefix}_S3_ACCESS_KEY_ID`, `${prefix}_S3_SECRET_ACCESS_KEY`] as const;
    if (s3Settings.some((name) => config[name])) {
      for (const name of s3Settings) {
        if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: `is required when any ${prefix}_S3_* setting is given` });
      }
    }
  }
  if (config.PAYMENT_PROVIDER !== 'razorpay') return;
  for (const name of razorpaySettings) {
    if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER=razorpay' });
  }
  // Real money: without the shop's public address, every email would link shoppers to http://HOST:PORT.
  if (config.RAZORPAY_KEY_ID && !config.RAZORPAY_KEY_ID.startsWith('rzp_test_') && !config.PUBLIC_URL) {
    context.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: "is required with a live Razorpay key (rzp_live_...): the shop's emails link shoppers to it" });
  }
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; webDistDir: string; backupDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = CheckedConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings, the shop cannot start:\n${problems.join('\n')}`);
  }
  const config = result.data;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    backupDir: path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups')),
    webDistDir: path.resolve(config.WEB_DIST_DIR ?? defaultWebDistDir()),
  };
}

function defaultWebDistDir(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}

/** What the browser may know of the settings (served inside the page). */
export function googleSignInEnabled(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** The address the shop is reached at, for links in emails and canonical URLs. */
export function publicUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`;
}

export function publicSettings(config: Config): PublicSettings {
  return {
    googleSignIn: googleSignInEnabled(config),
    shopName: config.SHOP_NAME,
    contactEmail: config.CONTACT_EMAIL,
    contactPhones: config.CONTACT_PHONES,
    storeAddress: config.STORE_ADDRESS,
    // The demo's Tamil address only goes with the demo's address, never beside an owner's own.
    storeAddressTa: config.STORE_ADDRESS_TA ?? (config.STORE_ADDRESS === DEMO_STORE_ADDRESS ? DEMO_STORE_ADDRESS_TA : ''),
    shippingPerUnitRupees: config.SHIPPING_PER_UNIT_RUPEES,
    paymentSandbox: config.PAYMENT_PROVIDER === 'sandbox',
  };
}
