import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { makeImage, multipartBody } from "../../../core/files/test/images.js";
import { addSignedInMember, buildTestApp, type TestClock, type TestTenant } from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";
import type { OnboardingSettings } from "../contract/index.js";

/** People and onboarding together on the real app (people's worker.created starts onboarding), files on a temp dir. */
export async function buildOnboardingApp(options: { clock?: TestClock } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "onboarding-test-"));
  const built = await buildTestApp({
    clock: options.clock,
    config: { dataDir },
    modules: modulesFor("onboarding"),
  });
  return {
    ...built,
    dataDir,
    async close() {
      await built.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const SETTINGS: OnboardingSettings = {
  workersDocument: [
    { id: "cpf", name: "CPF", category: "id" },
    { id: "rg", name: "RG", category: "id" },
    { id: "diploma", name: "Diploma", category: "certificate" },
  ],
  allowContracts: true,
  contractFields: ["name", "lastName", "email", "startDateAtCompany"],
  contractTemplates: [
    {
      id: "employment",
      title: "Employment terms",
      body: "{{companyName}} hires {{name}} {{lastName}} from {{startDateAtCompany}}.",
    },
  ],
  templateWelcome: "Welcome aboard! Bring your ID on day one.",
};

export const COMPLETE_PROFILE = {
  birthdate: "1994-05-10",
  phone: "+55 11 91234-5678",
  nationality: "Brasileira",
  address: {
    zipcode: "01310-100",
    street: "Avenida Paulista",
    number: "1000",
    district: "Bela Vista",
    city: "São Paulo",
    state: "SP",
  },
};

export async function pdf(text = "Document"): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 150, size: 14, font });
  return Buffer.from(await doc.save());
}

export const png = () => makeImage({ format: "png", width: 40, height: 30 });
export const jpeg = () => makeImage({ format: "jpeg", width: 40, height: 30 });

export async function upload(
  app: FastifyInstance,
  url: string,
  token: string,
  file: { body: Uint8Array; filename?: string; type?: string },
  locale?: string,
) {
  const { payload, headers } = await multipartBody([
    { name: "file", filename: file.filename ?? "doc.pdf", type: file.type ?? "application/pdf", body: file.body },
  ]);
  return app.inject({
    method: "POST",
    url,
    payload,
    headers: { ...headers, token, ...(locale ? { "accept-language": locale } : {}) },
  });
}

/** An admin-created worker (POST /workers) who then signs in through first access, as the product does. */
export async function hire(
  app: FastifyInstance,
  tenant: TestTenant,
  input: {
    name: string;
    email: string;
    locale?: string;
    levels?: string[];
    referenceWorkerId?: string;
    profile?: object;
  },
) {
  const created = await app.inject({
    method: "POST",
    url: `/api/companies/${tenant.companyId}/workers`,
    headers: { token: tenant.admin.token },
    payload: {
      name: input.name,
      lastName: "Nova",
      email: input.email,
      startDateAtCompany: "2030-01-20",
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.levels ? { levels: input.levels } : {}),
      ...(input.referenceWorkerId ? { referenceWorkerId: input.referenceWorkerId } : {}),
      ...(input.profile ?? {}),
    },
  });
  if (created.statusCode !== 201) throw new Error(`POST /workers: ${created.body}`);
  const worker = created.json<{ id: string; userId: string }>();
  const person = await addSignedInMember(app, {
    admin: tenant.admin,
    levels: (input.levels ?? ["requester"]) as never,
    email: input.email,
    ...(input.locale ? { locale: input.locale } : {}),
  });
  return { workerId: worker.id, ...person };
}
