import type { FastifyPluginAsync } from "fastify";
import { defineModule } from "../../../core/modules/define-module.js";
import { supportContract } from "../contract/index.js";
import { ConversationModel, InboxModel, MessageModel, PresenceModel } from "./conversations/conversations.model.js";
import { conversationsRoutes } from "./conversations/conversations.routes.js";
import { AWAY_AFTER_MS, createConversationsService } from "./conversations/conversations.service.js";
import { seedSupport } from "./conversations/conversations.seed.js";
import { supportMails } from "./mails.js";
import { platformRoutes } from "./staff/platform.routes.js";
import { StaffModel } from "./staff/staff.model.js";
import { createStaffService } from "./staff/staff.service.js";

/**
 * The support module (modules/support/README.md, issue 17 "Support chat"): a person's conversations with the
 * platform's support team on /support, and the platform side's inbox for the founder and the agents they name.
 */
export const supportModule = defineModule({
  id: "support",
  contract: supportContract,
  models: [ConversationModel, MessageModel, PresenceModel, InboxModel, StaffModel],
  mails: supportMails,
  setup({ events, realtime, mailer, files, config, tenants, log }) {
    const staff = createStaffService({ awayAfterMs: AWAY_AFTER_MS });
    const conversations = createConversationsService({
      events,
      realtime,
      mailer,
      files,
      staff,
      // mails link to the configured public address (APP_URL), never to a request's Host header
      appUrl: config.appUrl,
      log,
    });
    const routes: FastifyPluginAsync = conversationsRoutes(conversations, files);
    return {
      routes,
      globalRoutes: platformRoutes({ conversations, staff, tenants, files, log }),
      seed: (ctx, input) => seedSupport(ctx, { conversations, input }),
    };
  },
});
