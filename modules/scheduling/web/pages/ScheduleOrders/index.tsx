import { useState } from "react";
import { api, Button, ChoiceGroup, Dialog, Page, SelectField, TextField, useSession, useT } from "@web/kit";
import { nextState, type OrderAction } from "../../../contract/state-machine.js";
import {
  hhmm,
  minutesOf,
  useFormatDay,
  useMyShifts,
  useOrders,
  useTeamShifts,
  useWrite,
  type Order,
  type Shift,
} from "../../lib/data.js";
import { describeOrder } from "../ScheduleManagement/index.js";
import * as css from "../../schedule.css.js";

/**
 * /schedule-management-order (every level): my published shifts (confirm them where the company asks), open shifts to
 * claim, trade and cover requests, availability marks, the requests addressed to me or waiting for me, and the link
 * of my shifts' calendar feed.
 */
export default function ScheduleOrdersPage() {
  const t = useT("scheduling.orders");
  const tb = useT("scheduling.board");
  const formatDay = useFormatDay();
  const { view, level } = useSession();
  const me = view?.user.id;
  const mine = useMyShifts();
  const orders = useOrders();
  const [asking, setAsking] = useState<{ shift: Shift; type: "trade" | "cover" } | null>(null);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);

  const claim = useWrite(
    (companyId, shiftId: string) =>
      api.post("/api/companies/{companyId}/orders", { params: { companyId }, body: { type: "openshift", shiftId } }),
    { success: () => t("claimed") },
  );
  const confirm = useWrite(
    (companyId, id: string) =>
      api.post("/api/companies/{companyId}/scheduling/shifts/{id}/confirm", { params: { companyId, id } }),
    { success: () => t("confirmed") },
  );
  const act = useWrite(
    (companyId, input: { orderId: string; action: OrderAction }) =>
      api.post("/api/companies/{companyId}/scheduling/orders/{orderId}/{action}", {
        params: { companyId, orderId: input.orderId, action: input.action },
      }),
    { success: (o) => t(`state.${o.state}`) },
  );
  const feed = useWrite(
    (companyId, _: void) => api.post("/api/companies/{companyId}/scheduling/calendar-feed", { params: { companyId } }),
    { onSuccess: (r) => setFeedUrl(r.url) },
  );

  const leader = level === "admin" || level === "revisor";
  /** The actions the state machine offers this person on an order. */
  const actionsFor = (o: Order): OrderAction[] =>
    (["accept", "decline", "approve", "reject", "cancel"] as const).filter((a) => {
      const step = nextState(o.state, a, { manageScheduleOrder: true });
      if (!step) return false;
      if (step.by === "requester") return o.requesterId === me;
      if (step.by === "leader") return leader && o.requesterId !== me;
      return o.requesterId !== me && (o.colleagueId === me || (!o.colleagueId && o.type === "cover"));
    });

  const shiftText = (s: Shift) =>
    `${formatDay(s.date, { weekday: "long", day: "numeric", month: "long" })} · ${hhmm(s.start)}–${hhmm(s.end)}`;

  return (
    <Page title={t("title")}>
      <p className={css.muted}>{t("hint")}</p>

      <section className={css.section} aria-labelledby="scheduling-mine">
        <h2 id="scheduling-mine" className={css.sectionTitle}>
          {t("myShifts")}
        </h2>
        {mine.data && mine.data.items.length === 0 && <p className={css.muted}>{t("noShifts")}</p>}
        <ul className={css.list}>
          {(mine.data?.items ?? []).map((s) => (
            <li key={s.id} className={css.item} data-shift-date={s.date}>
              <span className={css.wrap}>
                {shiftText(s)}
                {s.skill ? ` · ${s.skill}` : ""}
                {mine.data?.requireConfirmation && s.confirmedAt ? ` · ${t("isConfirmed")}` : ""}
              </span>
              <span className={css.actions}>
                {mine.data?.requireConfirmation && !s.confirmedAt && (
                  <Button onPress={() => confirm.mutate(s.id)}>{t("confirm")}</Button>
                )}
                <Button variant="secondary" onPress={() => setAsking({ shift: s, type: "trade" })}>
                  {t("askTrade")}
                </Button>
                <Button variant="secondary" onPress={() => setAsking({ shift: s, type: "cover" })}>
                  {t("askCover")}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </section>

      {(mine.data?.openShifts.length ?? 0) > 0 && (
        <section className={css.section} aria-labelledby="scheduling-open">
          <h2 id="scheduling-open" className={css.sectionTitle}>
            {t("openShifts")}
          </h2>
          <ul className={css.list}>
            {mine.data!.openShifts.map((s) => (
              <li key={s.id} className={css.item}>
                <span className={css.wrap}>
                  {shiftText(s)}
                  {s.skill ? ` · ${s.skill}` : ""}
                  {s.note ? ` · ${s.note}` : ""}
                </span>
                <Button onPress={() => claim.mutate(s.id)} isDisabled={claim.isPending}>
                  {t("claim")}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={css.section} aria-labelledby="scheduling-requests">
        <h2 id="scheduling-requests" className={css.sectionTitle}>
          {t("requests")}
        </h2>
        {orders.data && orders.data.items.length === 0 && <p className={css.muted}>{t("noRequests")}</p>}
        <ul className={css.list}>
          {(orders.data?.items ?? []).map((o) => (
            <li key={o.id} className={css.item}>
              <span className={css.wrap}>
                {describeOrder(o, tb, (d) => formatDay(d))} — <strong>{t(`state.${o.state}`)}</strong>
                {o.note ? ` · ${o.note}` : ""}
              </span>
              <span className={css.actions}>
                {actionsFor(o).map((a) => (
                  <Button
                    key={a}
                    variant={a === "accept" || a === "approve" ? "primary" : "secondary"}
                    onPress={() => act.mutate({ orderId: o.id, action: a })}
                    isDisabled={act.isPending}
                  >
                    {t(`action.${a}`)}
                  </Button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <AvailabilityForm />

      <section className={css.section} aria-labelledby="scheduling-feed">
        <h2 id="scheduling-feed" className={css.sectionTitle}>
          {t("feed")}
        </h2>
        <p className={css.muted}>{t("feedHint")}</p>
        <Button variant="secondary" onPress={() => feed.mutate()} isDisabled={feed.isPending}>
          {feedUrl ? t("feedRotate") : t("feedCreate")}
        </Button>
        {feedUrl && <TextField label={t("feedUrl")} value={feedUrl} isReadOnly />}
      </section>

      {asking && <AskDialog shift={asking.shift} type={asking.type} onClose={() => setAsking(null)} />}
    </Page>
  );
}

/** A day (and optionally hours) the person is available or unavailable. */
function AvailabilityForm() {
  const t = useT("scheduling.orders");
  const [type, setType] = useState<"available" | "unavailable">("unavailable");
  const [date, setDate] = useState("");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const mark = useWrite(
    (companyId, _: void) =>
      api.post("/api/companies/{companyId}/orders", {
        params: { companyId },
        body: {
          type,
          date,
          ...(start && end ? { start: minutesOf(start), end: minutesOf(end) } : {}),
        },
      }),
    {
      success: (o) => t(`state.${o.state}`),
      onSuccess: () => {
        setDate("");
        setStart("");
        setEnd("");
      },
    },
  );
  return (
    <section className={css.section} aria-labelledby="scheduling-availability">
      <h2 id="scheduling-availability" className={css.sectionTitle}>
        {t("availability")}
      </h2>
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          mark.mutate();
        }}
      >
        <ChoiceGroup
          label={t("availabilityType")}
          compact
          choices={[
            { id: "unavailable", label: t("unavailable") },
            { id: "available", label: t("available") },
          ]}
          value={type}
          onChange={(v) => setType(v as "available" | "unavailable")}
        />
        <TextField label={t("date")} type="date" value={date} onChange={setDate} isRequired />
        <TextField label={t("from")} type="time" value={start} onChange={setStart} description={t("hoursHint")} />
        <TextField label={t("to")} type="time" value={end} onChange={setEnd} />
        <div>
          <Button type="submit" isDisabled={mark.isPending || !date}>
            {t("send")}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Ask a colleague to trade (their shift for mine) or to cover my shift. */
function AskDialog(props: { shift: Shift; type: "trade" | "cover"; onClose: () => void }) {
  const t = useT("scheduling.orders");
  const formatDay = useFormatDay();
  const team = useTeamShifts(true);
  const [target, setTarget] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const colleagues = [...new Map((team.data?.items ?? []).map((s) => [s.userId!, s.name])).entries()];
  const send = useWrite(
    (companyId, _: void) =>
      api.post("/api/companies/{companyId}/orders", {
        params: { companyId },
        body:
          props.type === "trade"
            ? { type: "trade", shiftId: props.shift.id, targetShiftId: target!, ...(note ? { note } : {}) }
            : {
                type: "cover",
                shiftId: props.shift.id,
                ...(target && target !== "anyone" ? { colleagueId: target } : {}),
                ...(note ? { note } : {}),
              },
      }),
    { success: () => t("sent"), onSuccess: () => props.onClose() },
  );
  return (
    <Dialog title={props.type === "trade" ? t("askTrade") : t("askCover")} isOpen onClose={props.onClose}>
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <p>
          {formatDay(props.shift.date, { weekday: "long", day: "numeric", month: "long" })} · {hhmm(props.shift.start)}–
          {hhmm(props.shift.end)}
        </p>
        {props.type === "trade" ? (
          <SelectField
            label={t("theirShift")}
            options={(team.data?.items ?? []).map((s) => ({
              id: s.id,
              label: `${s.name} · ${formatDay(s.date)} ${hhmm(s.start)}–${hhmm(s.end)}`,
            }))}
            value={target}
            onChange={setTarget}
          />
        ) : (
          <SelectField
            label={t("colleague")}
            options={[{ id: "anyone", label: t("anyone") }, ...colleagues.map(([id, name]) => ({ id, label: name }))]}
            value={target ?? "anyone"}
            onChange={setTarget}
          />
        )}
        <TextField label={t("note")} value={note} onChange={setNote} />
        <div className={css.actions}>
          <Button type="submit" isDisabled={send.isPending || (props.type === "trade" && !target)}>
            {t("send")}
          </Button>
          <Button variant="ghost" onPress={props.onClose}>
            {t("cancel")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
