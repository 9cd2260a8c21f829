import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, integrationsDefaults, loadConfig } from "../config.js";

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("applies the documented defaults to an empty environment", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: resolve("./data"),
      mongodbUri: undefined,
      logLevel: "info",
      nodeEnv: "development",
      smtpUrl: undefined,
      s3: undefined,
      appUrl: "http://localhost:3000",
      mailFrom: "no-reply@localhost",
      filesSigningSecret: undefined,
      trustProxy: false,
      integrations: integrationsDefaults("development"),
    });
    expect(integrationsDefaults("development").webhooksAllowPrivate).toBe(true);
    expect(integrationsDefaults("production").webhooksAllowPrivate).toBe(false);
    expect(integrationsDefaults("test").tokenKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/workforce",
      MONGODB_URI: "mongodb://mongo:27017/workforce?replicaSet=rs0",
      LOG_LEVEL: "debug",
      NODE_ENV: "production",
      SMTP_URL: "smtp://mailpit:1025",
      S3_ENDPOINT: "http://minio:9000",
      S3_BUCKET: "workforce",
      S3_ACCESS_KEY: "key",
      S3_SECRET_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_REGION: "eu-west-1",
      APP_URL: "https://hr.example.com/",
      MAIL_FROM: "HR <no-reply@example.com>",
      FILES_SIGNING_SECRET: "s".repeat(32),
      TRUST_PROXY: "1",
      POSTAL_CODE_URL: "https://ws.apicep.com/cep",
      GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_OAUTH_AUTHORIZE_URL: "http://127.0.0.1:4000/auth/",
      GOOGLE_OAUTH_TOKEN_URL: "http://127.0.0.1:4000/token",
      GOOGLE_CALENDAR_API_URL: "http://127.0.0.1:4000/calendar/v3",
      GOOGLE_OAUTH_REVOKE_URL: "http://127.0.0.1:4000/revoke",
      INTEGRATIONS_TOKEN_KEY: "AB".repeat(32),
      WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
    });
    expect(config).toEqual({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/workforce",
      mongodbUri: "mongodb://mongo:27017/workforce?replicaSet=rs0",
      logLevel: "debug",
      nodeEnv: "production",
      smtpUrl: "smtp://mailpit:1025",
      s3: {
        endpoint: "http://minio:9000",
        bucket: "workforce",
        accessKey: "key",
        secretKey: "secret",
        forcePathStyle: true,
        region: "eu-west-1",
      },
      appUrl: "https://hr.example.com",
      mailFrom: "HR <no-reply@example.com>",
      filesSigningSecret: "s".repeat(32),
      trustProxy: 1,
      postalCodeUrl: "https://ws.apicep.com/cep",
      integrations: {
        google: { clientId: "client.apps.googleusercontent.com", clientSecret: "google-secret" },
        googleAuthorizeUrl: "http://127.0.0.1:4000/auth",
        googleTokenUrl: "http://127.0.0.1:4000/token",
        googleCalendarUrl: "http://127.0.0.1:4000/calendar/v3",
        googleRevokeUrl: "http://127.0.0.1:4000/revoke",
        tokenKey: "ab".repeat(32),
        webhooksAllowPrivate: true,
      },
    });
  });

  it("validates the integrations settings", () => {
    expect(
      configError({
        NODE_ENV: "production",
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_OAUTH_TOKEN_URL: "token",
        WEBHOOKS_ALLOW_PRIVATE_URLS: "yes",
      }).issues,
    ).toEqual([
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      "INTEGRATIONS_TOKEN_KEY is required in production when GOOGLE_CLIENT_ID is set",
      'WEBHOOKS_ALLOW_PRIVATE_URLS must be true or false, got "yes"',
      'GOOGLE_OAUTH_TOKEN_URL must be an http:// or https:// URL, got "token"',
    ]);
    expect(configError({ INTEGRATIONS_TOKEN_KEY: "short" }).issues).toEqual([
      "INTEGRATIONS_TOKEN_KEY must be 32 bytes as 64 hex characters",
    ]);
  });

  it("validates the link, sender and signing settings", () => {
    expect(
      configError({ APP_URL: "hr.example.com", MAIL_FROM: "nobody", FILES_SIGNING_SECRET: "short" }).issues,
    ).toEqual([
      'APP_URL must be an http:// or https:// URL, got "hr.example.com"',
      'MAIL_FROM must be an address such as no-reply@example.com or "HR <no-reply@example.com>", got "nobody"',
      "FILES_SIGNING_SECRET must be at least 32 characters long",
    ]);
  });

  it("validates the postal-code service address, {zipcode} placeholder allowed", () => {
    expect(loadConfig({ POSTAL_CODE_URL: "https://viacep.com.br/ws/{zipcode}/json/" }).postalCodeUrl).toBe(
      "https://viacep.com.br/ws/{zipcode}/json/",
    );
    expect(configError({ POSTAL_CODE_URL: "viacep.com.br" }).issues).toEqual([
      'POSTAL_CODE_URL must be an http:// or https:// URL, got "viacep.com.br"',
    ]);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", MONGODB_URI: " ", LOG_LEVEL: "" })).toMatchObject({
      port: 3000,
      mongodbUri: undefined,
      logLevel: "info",
    });
  });

  it("accepts PORT=0 (any free port)", () => {
    expect(loadConfig({ PORT: "0" }).port).toBe(0);
  });

  it.each(["abc", "3000x", "-1", "65536", "1.5"])("rejects PORT=%s with a readable message", (port) => {
    const error = configError({ PORT: port });
    expect(error.code).toBe("CORE_CONFIG_INVALID");
    expect(error.issues).toEqual([`PORT must be an integer from 0 to 65535, got "${port}"`]);
    expect(error.message).toContain(`PORT must be an integer from 0 to 65535, got "${port}"`);
  });

  it("rejects unknown LOG_LEVEL and NODE_ENV values", () => {
    expect(configError({ LOG_LEVEL: "verbose" }).issues).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ]);
    expect(configError({ NODE_ENV: "staging" }).issues).toEqual([
      'NODE_ENV must be one of development, production, test, got "staging"',
    ]);
  });

  it("rejects a MONGODB_URI that is not a MongoDB connection string, without echoing its password", () => {
    const error = configError({ MONGODB_URI: "postgres://user:hunter2@db:5432/app" });
    expect(error.issues).toEqual([
      'MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string, got "postgres://user:***@db:5432/app"',
    ]);
  });

  it("accepts mongodb+srv and multi-host URIs", () => {
    expect(loadConfig({ MONGODB_URI: "mongodb+srv://cluster0.example.net/app" }).mongodbUri).toBe(
      "mongodb+srv://cluster0.example.net/app",
    );
    expect(loadConfig({ MONGODB_URI: "mongodb://a:27017,b:27017/app?replicaSet=rs0" }).mongodbUri).toBe(
      "mongodb://a:27017,b:27017/app?replicaSet=rs0",
    );
  });

  it("rejects a SMTP_URL that is not smtp:// or smtps://", () => {
    expect(configError({ SMTP_URL: "mailpit:1025" }).issues).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL, got "mailpit:1025"',
    ]);
  });

  it("validates the S3 settings together", () => {
    expect(configError({ S3_ENDPOINT: "http://minio:9000" }).issues).toEqual([
      "S3_BUCKET is required when any other S3_ variable is set",
    ]);
    expect(configError({ S3_BUCKET: "b", S3_ACCESS_KEY: "key" }).issues).toEqual([
      "S3_ACCESS_KEY and S3_SECRET_KEY must be set together",
    ]);
    expect(configError({ S3_BUCKET: "b", S3_ENDPOINT: "minio:9000", S3_FORCE_PATH_STYLE: "yes" }).issues).toEqual([
      'S3_ENDPOINT must be an http:// or https:// URL, got "minio:9000"',
      'S3_FORCE_PATH_STYLE must be true or false, got "yes"',
    ]);
    expect(loadConfig({ S3_BUCKET: "b" }).s3).toEqual({
      bucket: "b",
      endpoint: undefined,
      accessKey: undefined,
      secretKey: undefined,
      forcePathStyle: false,
    });
  });

  it("reports every problem at once", () => {
    const error = configError({ PORT: "http", LOG_LEVEL: "loud", MONGODB_URI: "localhost" });
    expect(error.issues).toHaveLength(3);
    expect(error.message.split("\n")).toEqual([
      "Invalid configuration:",
      '  - PORT must be an integer from 0 to 65535, got "http"',
      '  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      '  - MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string, got "localhost"',
    ]);
  });
});
