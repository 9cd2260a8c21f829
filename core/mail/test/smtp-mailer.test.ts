import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error.js";
import { errorHandler } from "../../errors/error-handler.js";
import type { Locale } from "../../i18n/locale.js";
import { mailPlugin, type MailPluginOptions } from "../mail.plugin.js";
import { MailTemplateError } from "../mail-templates.js";
import { parseMail, type ParsedMail } from "./mime.js";
// the people module's welcome-worker template is in the catalogue once its mails are loaded
import "../../../modules/people/server/mails.js";

interface Received extends ParsedMail {
  mailFrom: string;
  rcptTo: string[];
}

// A real SMTP server in this process, on an ephemeral loopback port: what the transport sends is what it receives.
const received: Received[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@refused.test")) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom as SMTPServerAddress | false;
        received.push({
          ...parseMail(Buffer.concat(chunks).toString("utf8")),
          mailFrom: from ? from.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        callback();
      });
    },
  });
  smtp.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

let app: FastifyInstance | undefined;
beforeEach(() => {
  received.length = 0;
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function build(options: Partial<MailPluginOptions> = {}): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(mailPlugin, { smtpUrl, nodeEnv: "test", ...options });
  await app.ready();
  return app;
}

describe("mail over SMTP", () => {
  const subjects: Record<Locale, string> = {
    en: "Reset your password",
    "pt-BR": "Redefina sua senha",
    es: "Restablece tu contraseña",
  };
  const phrases: Record<Locale, string> = {
    en: "Choose a new password with the link below.",
    "pt-BR": "Escolha uma nova senha pelo link abaixo.",
    es: "Elige una nueva contraseña con el enlace de abajo.",
  };

  it.each<Locale>(["en", "pt-BR", "es"])("delivers the forgot-password mail in %s", async (locale) => {
    const built = await build();
    const link = "https://app.example.test/action?mode=resetPassword&oobCode=abc123";
    await built.mailer.send({ to: "ana@example.test", template: "forgot-password", locale, data: { link } });

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.mailFrom).toBe("no-reply@localhost");
    expect(mail.rcptTo).toEqual(["ana@example.test"]);
    expect(mail.headers.get("to")).toBe("ana@example.test");
    expect(mail.subject).toBe(subjects[locale]);
    expect(mail.text).toContain(phrases[locale]);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(phrases[locale]);
    expect(mail.html).toContain(`href="https://app.example.test/action?mode=resetPassword&amp;oobCode=abc123"`);
  });

  it("escapes values in the HTML part and keeps them verbatim in the text part and subject", async () => {
    const built = await build();
    await built.mailer.send({
      to: "bob@example.test",
      template: "welcome-worker",
      locale: "pt-BR",
      data: {
        link: 'https://app.example.test/first-access?token=t0k&next="x"',
        companyName: "Ação & <Cia>",
        name: "<script>alert(1)</script>",
      },
    });

    const mail = received[0]!;
    expect(mail.subject).toBe("Ação & <Cia> convidou você para o Workforce");
    expect(mail.text).toContain("Olá, <script>alert(1)</script>,");
    expect(mail.text).toContain("Ação & <Cia> convidou você para o Workforce");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Olá, &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(mail.html).toContain("Ação &amp; &lt;Cia&gt; convidou você");
    expect(mail.html).toContain('href="https://app.example.test/first-access?token=t0k&amp;next=&quot;x&quot;"');
  });

  it("sends from the configured address", async () => {
    const built = await build({ from: "Workforce <mail@workforce.test>" });
    await built.mailer.send({
      to: "carla@example.test",
      template: "pending-document",
      locale: "es",
      data: { documentName: "Contrato", companyName: "Acme", message: "Hola Carla,\nfalta tu contrato." },
    });

    const mail = received[0]!;
    expect(mail.mailFrom).toBe("mail@workforce.test");
    expect(mail.headers.get("from")).toBe("Workforce <mail@workforce.test>");
    expect(mail.subject).toBe("Documento pendiente: Contrato");
    expect(mail.text).toContain("Acme espera un documento tuyo: Contrato.");
    expect(mail.html).toContain("Hola Carla,<br>falta tu contrato.");
  });

  it("surfaces a refusal of the SMTP server as MAIL_NOT_SENT, in the caller's language through a route", async () => {
    const built = Fastify({ logger: false });
    app = built;
    await built.register(errorHandler);
    await built.register(mailPlugin, { smtpUrl, nodeEnv: "test" });
    built.post("/send", async () => {
      await built.mailer.send({
        to: "nobody@refused.test",
        template: "verification",
        locale: "en",
        data: { link: "https://app.example.test/verify" },
      });
      return { ok: true };
    });

    const direct = built.mailer.send({
      to: "nobody@refused.test",
      template: "verification",
      locale: "en",
      data: { link: "https://app.example.test/verify" },
    });
    await expect(direct).rejects.toBeInstanceOf(AppError);
    await expect(direct).rejects.toMatchObject({
      code: "MAIL_NOT_SENT",
      statusCode: 503,
      cause: { responseCode: 550 },
    });

    const response = await built.inject({ method: "POST", url: "/send", headers: { "accept-language": "es" } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: "MAIL_NOT_SENT",
      message: "No se pudo enviar el correo, inténtalo de nuevo más tarde.",
    });
    expect(received).toHaveLength(0);
  });

  it("surfaces an unreachable SMTP server as MAIL_NOT_SENT", async () => {
    // A port that was free a moment ago: nothing listens there now.
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const built = await build({ smtpUrl: `smtp://127.0.0.1:${closedPort}` });
    await expect(
      built.mailer.send({
        to: "ana@example.test",
        template: "verification",
        locale: "en",
        data: { link: "https://app.example.test/verify" },
      }),
    ).rejects.toMatchObject({ code: "MAIL_NOT_SENT" });
  });

  it("refuses a mail whose template data is incomplete or whose link is unsafe, before anything is sent", async () => {
    const built = await build();
    await expect(
      built.mailer.send({
        to: "ana@example.test",
        template: "welcome-worker",
        locale: "en",
        data: { link: "https://x.test" },
      }),
    ).rejects.toThrow(new MailTemplateError('Mail template "welcome-worker" needs data.companyName'));
    await expect(
      built.mailer.send({
        to: "ana@example.test",
        template: "verification",
        locale: "en",
        data: { link: "javascript:alert(1)" },
      }),
    ).rejects.toBeInstanceOf(MailTemplateError);
    expect(received).toHaveLength(0);
  });
});
