import { useMemo, useState } from "react";
import { api, Button, ChoiceGroup, Dialog, Page, SelectField, TextField, useT } from "@web/kit";
import { companyToday } from "../../lib/today.js";
import {
  hhmm,
  minutesOf,
  mondayOf,
  plusDays,
  useBoard,
  useDepartments,
  useFormatDay,
  useOrders,
  useTemplates,
  useWrite,
  type Board,
  type Order,
  type Shift,
} from "../../lib/data.js";
import * as css from "../../schedule.css.js";

type Editing = { kind: "new"; userId: string | null; date: string } | { kind: "edit"; shift: Shift } | null;

const SCALES = ["6x1", "5x1", "5x2"] as const;

/**
 * /schedule-management (admin, revisor): a department's week or month board. Shifts are moved by dragging them to
 * another person or day (pointer), or with the shift's dialog (keyboard: Enter on a shift, then person and day);
 * "+" adds a shift (from a template or hours); copy the previous week, apply a rotating scale, publish. Leaves,
 * holidays and unavailability show in the cells; the server refuses conflicting shifts with the reason.
 */
export default function ScheduleManagementPage() {
  const t = useT("scheduling.board");
  const formatDay = useFormatDay();
  const departments = useDepartments();
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const chosen = departmentId ?? departments.data?.items[0]?.id ?? null;
  const [view, setView] = useState<"week" | "month">("week");
  const [anchor, setAnchor] = useState(() => mondayOf(companyToday()));
  const from = anchor;
  const to = plusDays(anchor, view === "week" ? 6 : 27);
  const board = useBoard(chosen, from, to);
  const templates = useTemplates();
  const orders = useOrders();
  const [editing, setEditing] = useState<Editing>(null);
  const [scaleOpen, setScaleOpen] = useState(false);
  const [dragOver, setDragOver] = useState<string | null>(null);

  const days = useMemo(() => {
    const out: string[] = [];
    for (let d = from; d <= to; d = plusDays(d, 1)) out.push(d);
    return out;
  }, [from, to]);

  const move = useWrite(
    (companyId, input: { id: string; patch: Record<string, unknown> }) =>
      api.patch("/api/companies/{companyId}/scheduling/shifts/{id}", {
        params: { companyId, id: input.id },
        body: input.patch,
      }),
    { success: (r) => (r.warnings.length ? r.warnings.map((w) => w.message).join(" ") : t("moved")) },
  );
  const copy = useWrite(
    (companyId, _: void) =>
      api.post("/api/companies/{companyId}/scheduling/shifts/copy-week", {
        params: { companyId },
        body: { departmentId: chosen!, fromWeek: plusDays(anchor, -7), toWeek: anchor },
      }),
    { success: (r) => t("copied", { count: r.written, skipped: r.warnings.length }) },
  );
  const publish = useWrite(
    (companyId, _: void) =>
      api.post("/api/companies/{companyId}/scheduling/publish", {
        params: { companyId },
        body: { departmentId: chosen!, from, to },
      }),
    { success: (r) => t("publishedCount", { count: r.published }) },
  );
  const decide = useWrite(
    (companyId, input: { orderId: string; action: "approve" | "reject" }) =>
      api.post("/api/companies/{companyId}/scheduling/orders/{orderId}/{action}", {
        params: { companyId, orderId: input.orderId, action: input.action },
      }),
    { success: (o) => t(o.state === "approved" ? "approvedOrder" : "rejectedOrder") },
  );

  const data = board.data;
  const drafts = data?.shifts.filter((s) => s.status === "draft").length ?? 0;
  const pending = (orders.data?.items ?? []).filter((o) => o.state === "waiting-admin-approval");
  const names = new Map(data?.people.map((p) => [p.userId, p.name]) ?? []);

  const onDrop = (event: React.DragEvent, userId: string | null, date: string) => {
    event.preventDefault();
    setDragOver(null);
    const id = event.dataTransfer.getData("text/shift-id");
    const shift = data?.shifts.find((s) => s.id === id);
    if (!shift || (shift.userId === userId && shift.date === date)) return;
    move.mutate({ id, patch: { userId, date } });
  };

  const shiftText = (s: Shift) =>
    `${hhmm(s.start)}–${hhmm(s.end)}${s.skill ? ` · ${s.skill}` : ""}${s.status === "draft" ? ` · ${t("draft")}` : ""}`;

  const cellOf = (userId: string | null, date: string) => {
    const key = `${userId ?? "open"}|${date}`;
    const shifts = (data?.shifts ?? []).filter((s) => s.userId === userId && s.date === date);
    const onLeave = userId && data?.leaves.some((l) => l.userId === userId && l.startDate <= date && l.endDate >= date);
    const mark = userId && data?.availability.find((a) => a.userId === userId && a.date === date);
    const who = userId ? (names.get(userId) ?? "") : t("open");
    return (
      <td
        key={key}
        className={`${css.cell} ${dragOver === key ? css.dropTarget : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragOver(key);
        }}
        onDragLeave={() => setDragOver((k) => (k === key ? null : k))}
        onDrop={(e) => onDrop(e, userId, date)}
      >
        <div className={css.cellStack}>
          {onLeave && <span className={`${css.badge} ${css.badgeDanger}`}>{t("leave")}</span>}
          {mark && (
            <span className={mark.type === "unavailable" ? `${css.badge} ${css.badgeDanger}` : css.badge}>
              {t(mark.type)}
              {mark.start != null && mark.end != null ? ` ${hhmm(mark.start)}–${hhmm(mark.end)}` : ""}
            </span>
          )}
          {shifts.map((s) => (
            <button
              key={s.id}
              type="button"
              draggable
              onDragStart={(e) => {
                e.dataTransfer.setData("text/shift-id", s.id);
                e.dataTransfer.effectAllowed = "move";
              }}
              onClick={() => setEditing({ kind: "edit", shift: s })}
              className={`${css.shift} ${s.status === "draft" ? css.shiftDraft : ""} ${s.userId ? "" : css.shiftOpen}`}
              aria-label={t("shiftLabel", {
                time: shiftText(s),
                who,
                day: formatDay(date, { weekday: "long", day: "numeric", month: "long" }),
              })}
            >
              {shiftText(s)}
            </button>
          ))}
          {!onLeave && (
            <button
              type="button"
              className={css.add}
              onClick={() => setEditing({ kind: "new", userId, date })}
              aria-label={t("addFor", {
                who,
                day: formatDay(date, { weekday: "long", day: "numeric", month: "long" }),
              })}
            >
              +
            </button>
          )}
        </div>
      </td>
    );
  };

  return (
    <Page title={t("title")}>
      <p className={css.muted}>{t("hint")}</p>
      <div className={css.toolbar}>
        <div className={css.toolbarItem}>
          <SelectField
            label={t("department")}
            options={(departments.data?.items ?? []).map((d) => ({ id: d.id, label: d.name }))}
            value={chosen}
            onChange={setDepartmentId}
          />
        </div>
        <ChoiceGroup
          label={t("view")}
          compact
          choices={[
            { id: "week", label: t("week") },
            { id: "month", label: t("month") },
          ]}
          value={view}
          onChange={(v) => setView(v as "week" | "month")}
        />
        <div className={css.actions}>
          <Button variant="secondary" onPress={() => setAnchor(plusDays(anchor, view === "week" ? -7 : -28))}>
            {t("previous")}
          </Button>
          <Button variant="secondary" onPress={() => setAnchor(mondayOf(companyToday()))}>
            {t("today")}
          </Button>
          <Button variant="secondary" onPress={() => setAnchor(plusDays(anchor, view === "week" ? 7 : 28))}>
            {t("next")}
          </Button>
        </div>
      </div>
      <p aria-live="polite">
        <strong>{t("range", { from: formatDay(from), to: formatDay(to) })}</strong>
        {data ? ` · ${t("drafts", { count: drafts })}` : ""}
      </p>
      {chosen && (
        <div className={css.toolbar}>
          <Button onPress={() => publish.mutate()} isDisabled={publish.isPending || drafts === 0}>
            {t("publish")}
          </Button>
          {view === "week" && (
            <Button variant="secondary" onPress={() => copy.mutate()} isDisabled={copy.isPending}>
              {t("copyWeek")}
            </Button>
          )}
          <Button variant="secondary" onPress={() => setScaleOpen(true)}>
            {t("scale")}
          </Button>
        </div>
      )}

      {pending.length > 0 && (
        <section className={css.section} aria-labelledby="scheduling-pending">
          <h2 id="scheduling-pending" className={css.sectionTitle}>
            {t("pending")}
          </h2>
          <ul className={css.list}>
            {pending.map((o) => (
              <li key={o.id} className={css.item}>
                <span className={css.wrap}>{describeOrder(o, t, formatDay)}</span>
                <span className={css.actions}>
                  <Button onPress={() => decide.mutate({ orderId: o.id, action: "approve" })}>{t("approve")}</Button>
                  <Button variant="secondary" onPress={() => decide.mutate({ orderId: o.id, action: "reject" })}>
                    {t("reject")}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data && data.warnings.length > 0 && (
        <section className={css.section} aria-labelledby="scheduling-warnings">
          <h2 id="scheduling-warnings" className={css.sectionTitle}>
            {t("warnings")}
          </h2>
          <ul className={css.list}>
            {data.warnings.map((w, i) => (
              <li key={`${w.code}-${w.userId}-${w.date}-${i}`} className={css.warning}>
                {w.message}
              </li>
            ))}
          </ul>
        </section>
      )}

      {data && (
        <div className={css.scroller} role="region" aria-label={t("gridLabel")} tabIndex={0}>
          <table className={css.grid} aria-label={t("gridLabel")}>
            <thead>
              <tr>
                <th scope="col" className={css.rowHead}>
                  {t("person")}
                </th>
                {days.map((d) => {
                  const holiday = data.holidays.find((h) => h.date === d);
                  return (
                    <th key={d} scope="col" className={css.th}>
                      {formatDay(d)}
                      {holiday && (
                        <>
                          <br />
                          <span className={css.badge}>{holiday.name}</span>
                        </>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className={css.rowHead}>
                  {t("open")}
                </th>
                {days.map((d) => cellOf(null, d))}
              </tr>
              {data.people.map((p) => (
                <tr key={p.userId}>
                  <th scope="row" className={css.rowHead}>
                    {p.name}
                    {p.partTime ? ` · ${t("partTime")}` : ""}
                  </th>
                  {days.map((d) => cellOf(p.userId, d))}
                </tr>
              ))}
              {data.coverage.length > 0 && (
                <tr>
                  <th scope="row" className={css.rowHead}>
                    {t("coverage")}
                  </th>
                  {days.map((d) => (
                    <td key={d} className={css.cell}>
                      {data.coverage
                        .filter((c) => c.date === d)
                        .map((c) => (
                          <div key={c.start} className={c.scheduled < c.minimum ? css.short : css.okText}>
                            {hhmm(c.start)}–{hhmm(c.end)}: {c.scheduled}/{c.minimum}
                          </div>
                        ))}
                    </td>
                  ))}
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}

      {editing && chosen && data && (
        <ShiftDialog
          editing={editing}
          board={data}
          departmentId={chosen}
          templates={templates.data?.items ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {scaleOpen && chosen && data && (
        <ScaleDialog board={data} departmentId={chosen} from={from} to={to} onClose={() => setScaleOpen(false)} />
      )}
    </Page>
  );
}

export function describeOrder(
  o: Order,
  t: (id: string, values?: Record<string, string | number>) => string,
  formatDay: (day: string) => string,
): string {
  const shift = (s: Order["shift"]) => (s ? `${formatDay(s.date)} ${hhmm(s.start)}–${hhmm(s.end)}` : "");
  switch (o.type) {
    case "trade":
      return t("describe.trade", {
        requester: o.requesterName,
        colleague: o.colleagueName ?? "",
        mine: shift(o.shift),
        theirs: shift(o.targetShift),
      });
    case "cover":
      return t("describe.cover", {
        requester: o.requesterName,
        colleague: o.colleagueName ?? "—",
        mine: shift(o.shift),
      });
    case "openshift":
      return t("describe.openshift", { requester: o.requesterName, mine: shift(o.shift) });
    default:
      return t(`describe.${o.type}`, { requester: o.requesterName, day: o.date ? formatDay(o.date) : "" });
  }
}

/** Add or edit a shift: the keyboard way to move one (person and day), its hours, from a template or by hand. */
function ShiftDialog(props: {
  editing: NonNullable<Editing>;
  board: Board;
  departmentId: string;
  templates: Array<{ id: string; name: string; start: number; end: number; breakMinutes: number }>;
  onClose: () => void;
}) {
  const t = useT("scheduling.board");
  const formatDay = useFormatDay();
  const { editing, board } = props;
  const initial = editing.kind === "edit" ? editing.shift : null;
  const [userId, setUserId] = useState<string>(
    (initial ? initial.userId : editing.kind === "new" ? editing.userId : null) ?? "open",
  );
  const [date, setDate] = useState(initial?.date ?? (editing.kind === "new" ? editing.date : board.from));
  const [start, setStart] = useState(hhmm(initial?.start ?? 9 * 60));
  const [end, setEnd] = useState(hhmm(initial?.end ?? 17 * 60));
  const [breakMinutes, setBreak] = useState(String(initial?.breakMinutes ?? 60));
  const [skill, setSkill] = useState(initial?.skill ?? "");
  const close = { onSuccess: () => props.onClose() };
  const body = () => {
    const s = minutesOf(start);
    let e = minutesOf(end);
    if (e <= s) e += 1440; // ends the next day
    return {
      userId: userId === "open" ? null : userId,
      date,
      start: s,
      end: e,
      breakMinutes: Number(breakMinutes) || 0,
      ...(skill.trim() ? { skill: skill.trim() } : {}),
    };
  };
  const create = useWrite(
    (companyId, _: void) =>
      api.post("/api/companies/{companyId}/scheduling/shifts", {
        params: { companyId },
        body: { items: [{ ...body(), departmentId: props.departmentId }] },
      }),
    { ...close, success: (r) => (r.warnings.length ? r.warnings.map((w) => w.message).join(" ") : t("added")) },
  );
  const save = useWrite(
    (companyId, _: void) =>
      api.patch("/api/companies/{companyId}/scheduling/shifts/{id}", {
        params: { companyId, id: initial!.id },
        body: body(),
      }),
    { ...close, success: (r) => (r.warnings.length ? r.warnings.map((w) => w.message).join(" ") : t("saved")) },
  );
  const remove = useWrite(
    (companyId, _: void) =>
      api.delete("/api/companies/{companyId}/scheduling/shifts/{id}", { params: { companyId, id: initial!.id } }),
    { ...close, success: () => t("removed") },
  );
  const days: string[] = [];
  for (let d = board.from; d <= board.to; d = plusDays(d, 1)) days.push(d);
  return (
    <Dialog title={initial ? t("editShift") : t("addShift")} isOpen onClose={props.onClose}>
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (initial) save.mutate();
          else create.mutate();
        }}
      >
        {!initial && props.templates.length > 0 && (
          <SelectField
            label={t("template")}
            options={props.templates.map((x) => ({ id: x.id, label: `${x.name} (${hhmm(x.start)}–${hhmm(x.end)})` }))}
            value={null}
            onChange={(id) => {
              const x = props.templates.find((y) => y.id === id);
              if (!x) return;
              setStart(hhmm(x.start));
              setEnd(hhmm(x.end));
              setBreak(String(x.breakMinutes));
            }}
          />
        )}
        <SelectField
          label={t("person")}
          options={[{ id: "open", label: t("open") }, ...board.people.map((p) => ({ id: p.userId, label: p.name }))]}
          value={userId}
          onChange={setUserId}
        />
        <SelectField
          label={t("day")}
          options={days.map((d) => ({ id: d, label: formatDay(d) }))}
          value={date}
          onChange={setDate}
        />
        <TextField label={t("start")} type="time" value={start} onChange={setStart} />
        <TextField label={t("end")} type="time" value={end} onChange={setEnd} />
        <TextField label={t("break")} inputMode="numeric" value={breakMinutes} onChange={setBreak} />
        <TextField label={t("skill")} value={skill} onChange={setSkill} />
        <div className={css.actions}>
          <Button type="submit" isDisabled={create.isPending || save.isPending}>
            {t("save")}
          </Button>
          {initial && (
            <Button variant="secondary" onPress={() => remove.mutate()} isDisabled={remove.isPending}>
              {t("remove")}
            </Button>
          )}
          <Button variant="ghost" onPress={props.onClose}>
            {t("cancel")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A rotating scale (6x1, 5x1, 5x2) for the department's people over the board's range, as drafts. */
function ScaleDialog(props: { board: Board; departmentId: string; from: string; to: string; onClose: () => void }) {
  const t = useT("scheduling.board");
  const [scale, setScale] = useState<(typeof SCALES)[number]>("6x1");
  const [start, setStart] = useState("06:00");
  const [end, setEnd] = useState("14:00");
  const [breakMinutes, setBreak] = useState("30");
  const apply = useWrite(
    (companyId, _: void) => {
      const s = minutesOf(start);
      let e = minutesOf(end);
      if (e <= s) e += 1440;
      return api.post("/api/companies/{companyId}/scheduling/shifts/scale", {
        params: { companyId },
        body: {
          departmentId: props.departmentId,
          userIds: props.board.people.map((p) => p.userId),
          scale,
          from: props.from,
          to: props.to,
          start: s,
          end: e,
          breakMinutes: Number(breakMinutes) || 0,
        },
      });
    },
    { onSuccess: () => props.onClose(), success: (r) => t("scaled", { count: r.written, skipped: r.warnings.length }) },
  );
  return (
    <Dialog title={t("scale")} isOpen onClose={props.onClose}>
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply.mutate();
        }}
      >
        <p className={css.muted}>{t("scaleHint")}</p>
        <ChoiceGroup
          label={t("scaleKind")}
          choices={SCALES.map((s) => ({ id: s, label: s }))}
          value={scale}
          onChange={(v) => setScale(v as (typeof SCALES)[number])}
        />
        <TextField label={t("start")} type="time" value={start} onChange={setStart} />
        <TextField label={t("end")} type="time" value={end} onChange={setEnd} />
        <TextField label={t("break")} inputMode="numeric" value={breakMinutes} onChange={setBreak} />
        <div className={css.actions}>
          <Button type="submit" isDisabled={apply.isPending}>
            {t("applyScale")}
          </Button>
          <Button variant="ghost" onPress={props.onClose}>
            {t("cancel")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
