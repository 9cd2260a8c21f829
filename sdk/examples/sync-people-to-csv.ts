/**
 * Example: write the company's people to a CSV file, page by page, with an API key.
 *
 *   WORKFORCE_URL=https://hr.example.com WORKFORCE_API_KEY=wfk_... WORKFORCE_COMPANY_ID=... \
 *     npx tsx sdk/examples/sync-people-to-csv.ts people.csv
 *
 * The key needs the `people.workers.directory` scope (or `people.*`). A 429 is retried after its Retry-After; any
 * other error stops the script with the catalogue code and the server's message.
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { ApiError, createClient, paginate, type Client } from "@workforce-platform/sdk";

/** The columns written, in order. */
export const CSV_COLUMNS = ["id", "name", "lastName", "email", "status", "departmentId", "officeId", "roleId"] as const;

/** One CSV field: quoted when it holds a comma, a quote or a line break; a leading = + - @ is neutralised. */
export function csvField(value: unknown): string {
  let text = value === undefined || value === null ? "" : String(value);
  // spreadsheets run a cell starting with these as a formula
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Streams every worker of the company to `write`, header first; resolves to the number of people written. */
export async function syncPeopleToCsv(
  api: Client,
  companyId: string,
  write: (line: string) => void | Promise<void>,
): Promise<number> {
  await write(`${CSV_COLUMNS.join(",")}\n`);
  let count = 0;
  for await (const worker of paginate(api, "/api/companies/{companyId}/workers", {
    params: { companyId },
    pageSize: 50,
  })) {
    await write(`${CSV_COLUMNS.map((column) => csvField(worker[column])).join(",")}\n`);
    count += 1;
  }
  return count;
}

async function main(): Promise<void> {
  const { WORKFORCE_URL, WORKFORCE_API_KEY, WORKFORCE_COMPANY_ID } = process.env;
  const file = process.argv[2] ?? "people.csv";
  if (!WORKFORCE_URL || !WORKFORCE_API_KEY || !WORKFORCE_COMPANY_ID) {
    throw new Error("Set WORKFORCE_URL, WORKFORCE_API_KEY and WORKFORCE_COMPANY_ID");
  }
  const api = createClient({ baseUrl: WORKFORCE_URL, apiKey: WORKFORCE_API_KEY, retry: { retries: 3 } });
  const out = createWriteStream(file);
  try {
    const count = await syncPeopleToCsv(api, WORKFORCE_COMPANY_ID, async (line) => {
      if (!out.write(line)) await once(out, "drain");
    });
    process.stdout.write(`${count} people written to ${file}\n`);
  } catch (error) {
    if (error instanceof ApiError) {
      process.stderr.write(`${error.code} (${error.statusCode}): ${error.message}\n`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    out.end();
  }
}

// run as a script, not when imported (the SDK's tests import syncPeopleToCsv)
if (import.meta.url === `file://${process.argv[1]}`) await main();
