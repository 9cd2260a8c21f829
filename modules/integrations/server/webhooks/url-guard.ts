import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { AppError } from "../../../../core/errors/app-error.js";

// loopback, private, link-local, carrier-grade NAT, unspecified, multicast and reserved ranges (SSRF guard)
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address (v4, v6 or v4-mapped v6) is loopback, private or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, "ipv4");
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, "ipv4");
  if (family === 6) return PRIVATE.check(address, "ipv6");
  return false;
}

/**
 * RFC 2606 / 6761 names reserved for documentation and testing (example.com, *.example, *.test, *.invalid): a
 * delivery to them is recorded as `skipped` and never sent (the demo's endpoints use them).
 */
export function isDocumentationHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return /(^|\.)example\.(com|net|org)$/.test(host) || /\.(example|test|invalid)$/.test(host) || host === "example";
}

/**
 * The URL of a webhook endpoint as saved: http(s) only, no credentials in it, and (unless private addresses are
 * allowed: development and tests) no loopback or private IP literal or `localhost`. Names are resolved again at each
 * delivery ({@link assertPublicTarget}), since DNS can change after saving.
 * @throws {AppError} INTEGRATIONS_WEBHOOK_URL_INVALID, INTEGRATIONS_WEBHOOK_URL_PRIVATE (field `url`)
 */
export function checkWebhookUrl(raw: string, options: { allowPrivate: boolean }): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AppError("INTEGRATIONS_WEBHOOK_URL_INVALID", { field: "url" });
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || !url.hostname)
    throw new AppError("INTEGRATIONS_WEBHOOK_URL_INVALID", { field: "url" });
  if (options.allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host.toLowerCase() === "localhost" || host.toLowerCase().endsWith(".localhost") || isPrivateAddress(host))
    throw new AppError("INTEGRATIONS_WEBHOOK_URL_PRIVATE", { field: "url" });
  return url;
}

/**
 * At delivery time: every address the host resolves to must be public (unless private addresses are allowed), so a
 * name later pointed at an internal address is not called. Returns the refusal's reason, or undefined.
 */
export async function privateTargetReason(url: URL, options: { allowPrivate: boolean }): Promise<string | undefined> {
  if (options.allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  const blocked = addresses.find(isPrivateAddress);
  return blocked ? `refused: ${url.hostname} resolves to the private address ${blocked}` : undefined;
}
