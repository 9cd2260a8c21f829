import type { AuditService } from "../../../../core/audit/audit.service.js";
import type { ServiceContext } from "../../../../core/context.js";
import { actorId } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { localized } from "../../../../core/i18n/localized-text.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import type { ModuleRealtime } from "../../../../core/modules/define-module.js";
import type { NotificationsService } from "../../../../core/notifications/notifications.service.js";
import { companyTopic } from "../../../../core/realtime/topics.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import {
  events,
  PRESENCE_TOPIC,
  type ClockCorrection,
  type CorrectionDecision,
  type CorrectionInput,
  type CorrectionList,
  type CorrectionState,
} from "../../contract/index.js";
import { canDecide, canSee, viewerOf, visibleWorker } from "../access.js";
import { ClockCorrectionModel, ClockEntryModel } from "../entries/entries.model.js";
import { toCorrection } from "../entries/entries.service.js";

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

/**
 * Corrections of the punch log (issue 13 "Immutable punch log"): the person, their leader or an admin proposes adding
 * a missed punch or voiding a wrong one; the leader (or an admin) approves or refuses with a reason. Each is a record
 * of its own pointing at the punch; the punch is never touched. Audited, announced (events, notifications, the
 * presence board's topic).
 */
export function createCorrectionsService(deps: {
  events: ModuleEvents;
  audit: AuditService;
  notifications: NotificationsService;
  realtime: ModuleRealtime;
  people: PeopleDirectory;
}) {
  const { people } = deps;

  async function leaderUserIds(ctx: ServiceContext, referenceWorkerId: string | null): Promise<string[]> {
    if (!referenceWorkerId) return [];
    const leader = await people.byId(ctx, referenceWorkerId);
    return leader?.userId ? [leader.userId] : [];
  }

  return {
    async propose(ctx: ServiceContext, input: CorrectionInput): Promise<ClockCorrection> {
      const viewer = await viewerOf(ctx, people);
      const workerId = input.workerId ?? viewer.worker?.id;
      if (!workerId) throw new AppError("CLOCK_NO_WORKER_PROFILE");
      const worker = await visibleWorker(ctx, people, viewer, workerId);
      const reason = input.reason.trim();
      if (!reason) throw new AppError("VALIDATION_REQUIRED", { field: "reason" });
      const now = ctx.now();
      let fields: { entryId?: string; status?: CorrectionInput["status"]; statusDate: Date };
      if (input.kind === "void") {
        if (!input.entryId) throw new AppError("VALIDATION_REQUIRED", { field: "entryId" });
        const entry = await scoped(ctx, ClockEntryModel).findById(input.entryId);
        if (!entry || entry.workerId !== worker.id) throw new AppError("NOT_FOUND");
        fields = { entryId: input.entryId, status: entry.status, statusDate: entry.statusDate };
      } else {
        if (!input.status) throw new AppError("VALIDATION_REQUIRED", { field: "status" });
        if (!input.statusDate) throw new AppError("VALIDATION_REQUIRED", { field: "statusDate" });
        const statusDate = new Date(input.statusDate);
        if (statusDate > now) throw new AppError("CLOCK_CORRECTION_IN_FUTURE", { field: "statusDate" });
        fields = { status: input.status, statusDate };
      }
      let doc;
      try {
        doc = await scoped(ctx, ClockCorrectionModel).create({
          workerId: worker.id,
          userId: worker.userId,
          kind: input.kind,
          ...fields,
          reason,
          state: "pending",
          proposedBy: actorId(ctx),
          proposedAt: now,
        });
      } catch (error) {
        // one live void per punch (unique index): a second one waits for the first's decision
        if (isDuplicateKey(error)) throw new AppError("CLOCK_CORRECTION_PENDING", { field: "entryId", cause: error });
        throw error;
      }
      const correction = toCorrection(doc as never);
      await deps.audit.record(ctx, {
        action: "clock.correction.requested",
        target: { type: "clock.correction", id: correction.id },
        details: {
          workerId: worker.id,
          kind: input.kind,
          ...(fields.entryId ? { entryId: fields.entryId } : {}),
          ...(fields.status ? { status: fields.status } : {}),
          statusDate: fields.statusDate.toISOString(),
          reason,
        },
      });
      await deps.events.emit(ctx, events.correctionRequested, {
        correctionId: correction.id,
        workerId: worker.id,
        userId: worker.userId,
      });
      const approvers = (await leaderUserIds(ctx, worker.referenceWorkerId)).filter((id) => id !== viewer.userId);
      if (approvers.length > 0)
        await deps.notifications.notify(ctx, {
          userIds: approvers,
          type: "clock.correction.requested",
          title: localized("Time clock correction", "Correção de ponto", "Corrección de marcación"),
          body: localized(
            `${worker.name} asks to ${input.kind === "add" ? "add a missed punch" : "void a punch"}: ${reason}`,
            `${worker.name} pede para ${input.kind === "add" ? "incluir uma marcação esquecida" : "anular uma marcação"}: ${reason}`,
            `${worker.name} pide ${input.kind === "add" ? "agregar una marcación olvidada" : "anular una marcación"}: ${reason}`,
          ),
          link: "/clock",
          data: { correctionId: correction.id },
        });
      deps.realtime.publish(companyTopic(ctx.companyId, PRESENCE_TOPIC), events.correctionRequested.name, {
        correctionId: correction.id,
      });
      return correction;
    },

    /** Approve or refuse, with a reason; the write is conditional on `pending`, so two deciders cannot both decide. */
    async decide(ctx: ServiceContext, correctionId: string, input: CorrectionDecision): Promise<ClockCorrection> {
      const viewer = await viewerOf(ctx, people);
      const corrections = scoped(ctx, ClockCorrectionModel);
      const existing = await corrections.findById(correctionId);
      if (!existing) throw new AppError("NOT_FOUND");
      const worker = await people.byId(ctx, existing.workerId);
      if (!worker || !canSee(viewer, worker)) throw new AppError("NOT_FOUND");
      if (!canDecide(viewer, worker)) throw new AppError("FORBIDDEN");
      const reason = input.reason.trim();
      if (!reason) throw new AppError("VALIDATION_REQUIRED", { field: "reason" });
      if (existing.state !== "pending") throw new AppError("CLOCK_CORRECTION_DECIDED");
      const state: CorrectionState = input.approve ? "approved" : "refused";
      const updated = await corrections.findOneAndUpdate(
        { _id: correctionId, state: "pending" },
        { $set: { state, decidedBy: actorId(ctx), decidedAt: ctx.now(), decisionReason: reason } },
      );
      if (!updated) throw new AppError("CLOCK_CORRECTION_DECIDED");
      const correction = toCorrection(updated as never);
      await deps.audit.record(ctx, {
        action: `clock.correction.${state}`,
        target: { type: "clock.correction", id: correctionId },
        details: { from: "pending", to: state, reason, workerId: worker.id },
      });
      await deps.events.emit(ctx, events.correctionDecided, {
        correctionId,
        workerId: worker.id,
        userId: worker.userId,
        state,
      });
      if (worker.userId !== viewer.userId)
        await deps.notifications.notify(ctx, {
          userIds: [worker.userId],
          type: "clock.correction.decided",
          title: input.approve
            ? localized("Correction approved", "Correção aprovada", "Corrección aprobada")
            : localized("Correction refused", "Correção recusada", "Corrección rechazada"),
          body: localized(reason, reason, reason),
          link: "/clock",
          data: { correctionId, state },
        });
      deps.realtime.publish(companyTopic(ctx.companyId, PRESENCE_TOPIC), events.correctionDecided.name, {
        correctionId,
      });
      return correction;
    },

    /**
     * Corrections the caller may see: their own, their people's (leaders), everyone's (admins); newest first.
     * `scope: "decide"` lists only the ones the caller may decide.
     */
    async list(
      ctx: ServiceContext,
      query: { state?: CorrectionState; scope?: "mine" | "decide" | "all"; limit: number; skip: number },
    ): Promise<CorrectionList> {
      const viewer = await viewerOf(ctx, people);
      const filter: Record<string, unknown> = {};
      if (query.state) filter.state = query.state;
      const scope = query.scope ?? "all";
      if (scope === "mine" || viewer.level === "requester") {
        if (!viewer.worker) return { items: [], total: 0 };
        filter.workerId = viewer.worker.id;
      } else if (viewer.level === "revisor") {
        const team = (await people.listActive(ctx)).filter(
          (w) => viewer.worker && w.referenceWorkerId === viewer.worker.id,
        );
        const ids = team.map((w) => w.id);
        if (scope === "all" && viewer.worker) ids.push(viewer.worker.id);
        filter.workerId = { $in: ids };
      } else if (scope === "decide" && viewer.worker) {
        filter.workerId = { $ne: "" };
      }
      const corrections = scoped(ctx, ClockCorrectionModel);
      const [docs, total] = await Promise.all([
        corrections.find(filter, { sort: { proposedAt: -1, _id: -1 }, limit: query.limit, skip: query.skip }),
        corrections.count(filter),
      ]);
      const items = docs.map((d) => toCorrection(d as never));
      const names = await people.names(
        ctx,
        items.map((c) => c.userId),
      );
      // a void of a punch taken with a photo: the decider sees the photo
      const voided = items.flatMap((c) => (c.kind === "void" && c.entryId ? [c.entryId] : []));
      const photographed = new Set(
        voided.length
          ? (
              await scoped(ctx, ClockEntryModel).find(
                { _id: { $in: voided } },
                { projection: { _id: 1, photoFileId: 1 } },
              )
            )
              .filter((e) => e.photoFileId)
              .map((e) => String(e._id))
          : [],
      );
      return {
        items: items.map((c) => ({
          ...c,
          personName: names.get(c.userId) ?? "",
          ...(c.entryId && photographed.has(c.entryId) ? { entryHasPhoto: true } : {}),
        })),
        total,
      };
    },
  };
}

export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
