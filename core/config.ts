import { createHash } from "node:crypto";
import { resolve } from "node:path";

/** Pino levels, plus `silent` to turn logging off. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ["development", "production", "test"] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** S3-compatible object storage (used by the files service of a later issue). */
export interface S3Config {
  /** `S3_BUCKET`. */
  bucket: string;
  /**
   * `S3_ENDPOINT`: an S3-compatible endpoint such as MinIO. Unset means AWS S3 itself.
   * @example "http://minio:9000"
   */
  endpoint?: string;
  /** `S3_ACCESS_KEY`. */
  accessKey?: string;
  /** `S3_SECRET_KEY`. */
  secretKey?: string;
  /**
   * `S3_FORCE_PATH_STYLE`: address buckets as `endpoint/bucket` rather than `bucket.endpoint` (MinIO needs it).
   * @default false
   */
  forcePathStyle: boolean;
  /**
   * `S3_REGION`; the files service uses us-east-1 when unset.
   */
  region?: string;
}

/** Web push settings: present when any `VAPID_` variable is set. */
export interface VapidConfig {
  /** `VAPID_PUBLIC_KEY`, set together with the private key. */
  publicKey?: string;
  /** `VAPID_PRIVATE_KEY`. */
  privateKey?: string;
  /** `VAPID_SUBJECT`, or the default of {@link defaultVapidSubject}. */
  subject: string;
}

/**
 * Integrations (modules/integrations): Google Calendar's OAuth client and endpoints, the key that encrypts their
 * tokens at rest, and which webhook addresses may be called.
 */
export interface IntegrationsConfig {
  /** `GOOGLE_CLIENT_ID` and `GOOGLE_CLIENT_SECRET`, set together. Unset: Google Calendar cannot be connected. */
  google?: { clientId: string; clientSecret: string };
  /**
   * `GOOGLE_OAUTH_AUTHORIZE_URL`, `GOOGLE_OAUTH_TOKEN_URL`, `GOOGLE_CALENDAR_API_URL`, `GOOGLE_OAUTH_REVOKE_URL`:
   * Google's endpoints (a local stand-in in the browser tests).
   */
  googleAuthorizeUrl: string;
  googleTokenUrl: string;
  googleCalendarUrl: string;
  googleRevokeUrl: string;
  /**
   * `INTEGRATIONS_TOKEN_KEY`: 32 bytes as 64 hex characters; encrypts connected accounts' tokens (AES-256-GCM).
   * Required in production when Google is configured. Unset elsewhere: a key derived from a fixed development phrase
   * (`sha256("workforce-integrations-development-key")`), the same on every instance, never for real data.
   */
  tokenKey: string;
  /**
   * `WEBHOOKS_ALLOW_PRIVATE_URLS`: whether webhook URLs may point at loopback and private addresses (SSRF guard).
   * @default true in development and test, false in production
   */
  webhooksAllowPrivate: boolean;
}

/** The process configuration, read once from the environment at boot by {@link loadConfig}. */
export interface AppConfig {
  /**
   * `PORT`: the HTTP port; 0 picks a free one.
   * @default 3000
   */
  port: number;
  /**
   * `HOST`: the interface the HTTP server binds; `0.0.0.0` in containers.
   * @default "127.0.0.1"
   */
  host: string;
  /**
   * `DATA_DIR`, resolved to an absolute path: local state, including the embedded engine's data in `<dataDir>/db`.
   * @default "./data"
   */
  dataDir: string;
  /**
   * `MONGODB_URI`: a real MongoDB. Unset means the embedded engine is started.
   * @example "mongodb://localhost:27017/workforce?replicaSet=rs0"
   */
  mongodbUri?: string;
  /**
   * `LOG_LEVEL`.
   * @default "info"
   */
  logLevel: LogLevel;
  /**
   * `NODE_ENV`.
   * @default "development"
   */
  nodeEnv: NodeEnv;
  /**
   * `SMTP_URL`: the outgoing mail server (used by the mail service of a later issue).
   * @example "smtp://mailpit:1025"
   */
  smtpUrl?: string;
  /** Present when `S3_BUCKET` is set. */
  s3?: S3Config;
  /**
   * `APP_URL`: the address people reach the product at; links in mails and signed file URLs start with it.
   * @default "http://localhost:<PORT>"
   * @example "https://hr.example.com"
   */
  appUrl: string;
  /**
   * `MAIL_FROM`: the sender of the platform's mails.
   * @default "no-reply@localhost"
   */
  mailFrom: string;
  /**
   * `FILES_SIGNING_SECRET` (32 characters or more): signs short-lived file links. Unset: a random secret per
   * process, so links do not survive a restart and work only on the instance that made them.
   */
  filesSigningSecret?: string;
  /**
   * `TRUST_PROXY`: whether the client address comes from `X-Forwarded-For` (behind a load balancer), as
   * Fastify's `trustProxy`: `true`, a number of hops, or a comma-separated list of proxy addresses. Per-address
   * login limits depend on it.
   * @default false
   */
  trustProxy: boolean | number | string;
  /**
   * `POSTAL_CODE_URL`: the Brazilian postal-code service of address forms (people module, spec §7). `{zipcode}` is
   * replaced by the 8 digits; without it, `/<zipcode>.json` is appended.
   * @default "https://viacep.com.br/ws/{zipcode}/json/"
   * @example "https://ws.apicep.com/cep"
   */
  postalCodeUrl?: string;
  /**
   * Web push (issue 12): `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` (URL-safe base64, as `npx web-push
   * generate-vapid-keys` prints them), set together, and `VAPID_SUBJECT` (a `mailto:` address or an `https:` URL the
   * push services may contact). Unset: in development and tests the app generates a pair once and keeps it in the
   * database (every instance shares it); in production push is off (logged at boot).
   * @default subject: APP_URL when it is https, else `mailto:` and the MAIL_FROM address
   */
  vapid?: VapidConfig;
  /**
   * Online payment of the company's bills (tenants/billing): `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`, set
   * together. Unset: billing runs in manual mode (invoices are issued; the platform records payments by hand).
   */
  stripe?: { secretKey: string; webhookSecret: string };
  /**
   * How long a postal-code lookup may take, in ms (not read from the environment; tests shorten it).
   * @default 4000
   */
  postalCodeTimeoutMs?: number;
  /** Integrations (modules/integrations); absent in a configuration made by hand: {@link integrationsDefaults}. */
  integrations?: IntegrationsConfig;
}

/** A configuration that cannot be used; `issues` lists every problem found, one line each. */
export class ConfigError extends Error {
  readonly code = "CORE_CONFIG_INVALID";
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and validates the configuration from `env`. Every problem is collected, so one run reports them all.
 * Empty values count as unset (compose files and shells often pass `VAR=`).
 * @throws {ConfigError} when a value is invalid.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const issues: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === "" ? undefined : value;
  };

  const port = parsePort(read("PORT"), issues);
  const host = read("HOST") ?? "127.0.0.1";
  const dataDir = resolve(read("DATA_DIR") ?? "./data");
  const logLevel = parseOneOf("LOG_LEVEL", read("LOG_LEVEL"), LOG_LEVELS, "info", issues);
  const nodeEnv = parseOneOf("NODE_ENV", read("NODE_ENV"), NODE_ENVS, "development", issues);

  const mongodbUri = read("MONGODB_URI");
  if (mongodbUri !== undefined && !/^mongodb(\+srv)?:\/\/[^/?]+/.test(mongodbUri)) {
    issues.push(`MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string, got "${redact(mongodbUri)}"`);
  }

  const smtpUrl = read("SMTP_URL");
  if (smtpUrl !== undefined && !isUrl(smtpUrl, ["smtp:", "smtps:"])) {
    issues.push(`SMTP_URL must be an smtp:// or smtps:// URL, got "${redact(smtpUrl)}"`);
  }

  const s3 = parseS3(read, issues);

  const appUrl = (read("APP_URL") ?? `http://localhost:${port}`).replace(/\/+$/, "");
  if (!isUrl(appUrl, ["http:", "https:"])) issues.push(`APP_URL must be an http:// or https:// URL, got "${appUrl}"`);
  const mailFrom = read("MAIL_FROM") ?? "no-reply@localhost";
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(mailFrom) && !/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(mailFrom)) {
    issues.push(
      `MAIL_FROM must be an address such as no-reply@example.com or "HR <no-reply@example.com>", got "${mailFrom}"`,
    );
  }
  const filesSigningSecret = read("FILES_SIGNING_SECRET");
  if (filesSigningSecret !== undefined && filesSigningSecret.length < 32) {
    issues.push("FILES_SIGNING_SECRET must be at least 32 characters long");
  }

  const trustProxyRaw = read("TRUST_PROXY");
  const trustProxy: boolean | number | string =
    trustProxyRaw === undefined || trustProxyRaw === "false"
      ? false
      : trustProxyRaw === "true"
        ? true
        : /^\d+$/.test(trustProxyRaw)
          ? Number(trustProxyRaw)
          : trustProxyRaw;

  const postalCodeUrl = read("POSTAL_CODE_URL");
  if (postalCodeUrl !== undefined && !isUrl(postalCodeUrl.replace("{zipcode}", "01001000"), ["http:", "https:"])) {
    issues.push(`POSTAL_CODE_URL must be an http:// or https:// URL, got "${postalCodeUrl}"`);
  }

  const vapid = parseVapid(read, { appUrl, mailFrom }, issues);
  const stripeSecret = read("STRIPE_SECRET_KEY");
  const stripeWebhook = read("STRIPE_WEBHOOK_SECRET");
  if (Boolean(stripeSecret) !== Boolean(stripeWebhook))
    issues.push("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither: manual billing)");
  const integrations = parseIntegrations(read, nodeEnv, issues);

  if (issues.length > 0) throw new ConfigError(issues);
  return {
    port,
    host,
    dataDir,
    mongodbUri,
    logLevel,
    nodeEnv,
    smtpUrl,
    s3,
    appUrl,
    mailFrom,
    filesSigningSecret,
    trustProxy,
    ...(postalCodeUrl ? { postalCodeUrl } : {}),
    ...(vapid ? { vapid } : {}),
    ...(stripeSecret && stripeWebhook ? { stripe: { secretKey: stripeSecret, webhookSecret: stripeWebhook } } : {}),
    integrations,
  };
}

/** The development key's phrase (documented in modules/integrations/README.md): never for real data. */
const DEVELOPMENT_TOKEN_KEY = createHash("sha256").update("workforce-integrations-development-key").digest("hex");

/** The integrations settings when no variable is set (production: private webhook addresses refused). */
export function integrationsDefaults(nodeEnv: NodeEnv): IntegrationsConfig {
  return {
    googleAuthorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    googleTokenUrl: "https://oauth2.googleapis.com/token",
    googleCalendarUrl: "https://www.googleapis.com/calendar/v3",
    googleRevokeUrl: "https://oauth2.googleapis.com/revoke",
    tokenKey: DEVELOPMENT_TOKEN_KEY,
    webhooksAllowPrivate: nodeEnv !== "production",
  };
}

function parseIntegrations(
  read: (name: string) => string | undefined,
  nodeEnv: NodeEnv,
  issues: string[],
): IntegrationsConfig {
  const defaults = integrationsDefaults(nodeEnv);
  const clientId = read("GOOGLE_CLIENT_ID");
  const clientSecret = read("GOOGLE_CLIENT_SECRET");
  if ((clientId === undefined) !== (clientSecret === undefined))
    issues.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  const url = (name: string, fallback: string): string => {
    const value = read(name)?.replace(/\/+$/, "") ?? fallback;
    if (!isUrl(value, ["http:", "https:"])) issues.push(`${name} must be an http:// or https:// URL, got "${value}"`);
    return value;
  };
  const tokenKey = read("INTEGRATIONS_TOKEN_KEY");
  if (tokenKey !== undefined && !/^[0-9a-fA-F]{64}$/.test(tokenKey))
    issues.push("INTEGRATIONS_TOKEN_KEY must be 32 bytes as 64 hex characters");
  if (tokenKey === undefined && nodeEnv === "production" && clientId !== undefined)
    issues.push("INTEGRATIONS_TOKEN_KEY is required in production when GOOGLE_CLIENT_ID is set");
  const allowPrivate = read("WEBHOOKS_ALLOW_PRIVATE_URLS");
  if (allowPrivate !== undefined && !["true", "false"].includes(allowPrivate))
    issues.push(`WEBHOOKS_ALLOW_PRIVATE_URLS must be true or false, got "${allowPrivate}"`);
  return {
    ...(clientId && clientSecret ? { google: { clientId, clientSecret } } : {}),
    googleAuthorizeUrl: url("GOOGLE_OAUTH_AUTHORIZE_URL", defaults.googleAuthorizeUrl),
    googleTokenUrl: url("GOOGLE_OAUTH_TOKEN_URL", defaults.googleTokenUrl),
    googleCalendarUrl: url("GOOGLE_CALENDAR_API_URL", defaults.googleCalendarUrl),
    googleRevokeUrl: url("GOOGLE_OAUTH_REVOKE_URL", defaults.googleRevokeUrl),
    tokenKey: tokenKey?.toLowerCase() ?? defaults.tokenKey,
    webhooksAllowPrivate: allowPrivate === undefined ? defaults.webhooksAllowPrivate : allowPrivate === "true",
  };
}

/** The subject push services see when VAPID_SUBJECT is unset: the https site, else the sender's address. */
export function defaultVapidSubject(appUrl: string, mailFrom: string): string {
  if (appUrl.startsWith("https://")) return appUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

function parseVapid(
  read: (name: string) => string | undefined,
  defaults: { appUrl: string; mailFrom: string },
  issues: string[],
): AppConfig["vapid"] {
  const publicKey = read("VAPID_PUBLIC_KEY");
  const privateKey = read("VAPID_PRIVATE_KEY");
  const subjectRaw = read("VAPID_SUBJECT");
  if (publicKey === undefined && privateKey === undefined && subjectRaw === undefined) return undefined;
  const subject = subjectRaw ?? defaultVapidSubject(defaults.appUrl, defaults.mailFrom);
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    issues.push("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
    return undefined;
  }
  if (!/^(mailto:\S+|https:\/\/\S+)$/.test(subject))
    issues.push(`VAPID_SUBJECT must be a mailto: address or an https:// URL, got "${subject}"`);
  if (publicKey === undefined || privateKey === undefined) return { subject };
  const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
  // an uncompressed P-256 point is 65 bytes (87 characters), the private key 32 bytes (43 characters)
  if (!base64url.test(publicKey) || Buffer.from(publicKey, "base64url").length !== 65)
    issues.push("VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 public key (65 bytes)");
  if (!base64url.test(privateKey) || Buffer.from(privateKey, "base64url").length !== 32)
    issues.push("VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key (32 bytes)");
  return { publicKey, privateKey, subject };
}

function parsePort(value: string | undefined, issues: string[]): number {
  if (value === undefined) return 3000;
  const port = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(port) || port > 65535) {
    issues.push(`PORT must be an integer from 0 to 65535, got "${value}"`);
    return 3000;
  }
  return port;
}

function parseOneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  issues: string[],
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  issues.push(`${name} must be one of ${allowed.join(", ")}, got "${value}"`);
  return fallback;
}

function parseS3(read: (name: string) => string | undefined, issues: string[]): S3Config | undefined {
  const bucket = read("S3_BUCKET");
  const endpoint = read("S3_ENDPOINT");
  const accessKey = read("S3_ACCESS_KEY");
  const secretKey = read("S3_SECRET_KEY");
  const forcePathStyle = read("S3_FORCE_PATH_STYLE");
  const region = read("S3_REGION");

  if (endpoint !== undefined && !isUrl(endpoint, ["http:", "https:"])) {
    issues.push(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
  }
  if (forcePathStyle !== undefined && !["true", "false"].includes(forcePathStyle)) {
    issues.push(`S3_FORCE_PATH_STYLE must be true or false, got "${forcePathStyle}"`);
  }
  if ((accessKey === undefined) !== (secretKey === undefined)) {
    issues.push("S3_ACCESS_KEY and S3_SECRET_KEY must be set together");
  }
  if (bucket === undefined) {
    if ([endpoint, accessKey, secretKey, forcePathStyle].some((value) => value !== undefined)) {
      issues.push("S3_BUCKET is required when any other S3_ variable is set");
    }
    return undefined;
  }
  return {
    bucket,
    endpoint,
    accessKey,
    secretKey,
    forcePathStyle: forcePathStyle === "true",
    ...(region ? { region } : {}),
  };
}

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Hides the password of a URL-like value so it never reaches an error message or a log. */
function redact(value: string): string {
  return value.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@");
}
