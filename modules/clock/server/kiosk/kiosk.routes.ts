import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { systemContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { GlobalRoutesOptions, ModuleTenants } from "../../../../core/modules/define-module.js";
import { ClockQr } from "../../contract/index.js";
import { parseDeviceKey, type KioskService } from "./kiosk.service.js";

export const DEVICE_KEY_HEADER = "x-clock-device-key";

/**
 * The kiosk's own route (under /api, outside any person's session): an office screen signed in with its device key
 * (`x-clock-device-key`) reads the QR to show now. The key names its company; a revoked, unknown or wrong key, or a
 * company without the clock module, answers 401 CLOCK_DEVICE_KEY_INVALID.
 */
export function kioskRoutes(deps: {
  kiosk: KioskService;
  tenants: ModuleTenants;
}): FastifyPluginAsync<GlobalRoutesOptions> {
  return async (plain, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/clock/kiosk/qr",
      {
        schema: {
          description: `The QR an office's kiosk screen shows now, for a device signed in with its key (the \`x-clock-device-key\` header, no person's session): the code, the app URL that carries it and when it expires (a new one every 30 seconds); never cached, and it marks the device seen. A missing, unknown, revoked or wrong key, or a company without the clock module, is 401 \`CLOCK_DEVICE_KEY_INVALID\`.`,
          headers: Type.Object({ [DEVICE_KEY_HEADER]: Type.Optional(Type.String({ maxLength: 300 })) }),
          response: { 200: ClockQr },
        },
      },
      async (request, reply) => {
        const key = parseDeviceKey(String(request.headers[DEVICE_KEY_HEADER] ?? ""));
        if (!key) throw new AppError("CLOCK_DEVICE_KEY_INVALID");
        const tenant = await deps.tenants.summary(key.companyId);
        if (!tenant || !tenant.enabledModules.includes("clock")) throw new AppError("CLOCK_DEVICE_KEY_INVALID");
        const ctx = systemContext({
          companyId: key.companyId,
          name: "clock.kiosk",
          log: request.log,
          now: options.now,
          timeZone: tenant.timeZone,
          tenant,
        });
        const device = await deps.kiosk.byKey(ctx, key);
        if (!device) throw new AppError("CLOCK_DEVICE_KEY_INVALID");
        await deps.kiosk.seen(ctx, device);
        // the code changes every period: nothing may cache it
        void reply.header("cache-control", "no-store");
        return deps.kiosk.qrFor(ctx, device);
      },
    );
  };
}
