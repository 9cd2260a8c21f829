import { useCallback, useEffect, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { Button, Dialog, notify, Page, SelectField, TextField, messageOf, useSession, useT } from "@web/kit";
import type { ClockEntry, ClockStatus, CorrectionView, GeoPoint, PunchReceipt } from "../../../contract/index.js";
import { PhotoCapture } from "../../components/PhotoCapture/index.js";
import { QrScanner } from "../../components/QrScanner/index.js";
import * as css from "../../clock.css.js";
import {
  photoUrl,
  useAcceptConsent,
  useBoard,
  useCompanyId,
  useCorrections,
  useDecideCorrection,
  useMyDay,
  useOfflineQueue,
  useProposeCorrection,
  usePunch,
} from "../../queries.js";

const STATUSES: ClockStatus[] = ["start", "middle", "end"];

function useTimeFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      time: (iso: string | Date) => intl.formatTime(iso, { hour: "2-digit", minute: "2-digit" }),
      dateTime: (iso: string | Date) =>
        intl.formatDate(iso, {
          day: "2-digit",
          month: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
        }),
      duration: (ms: number) => {
        const minutes = Math.floor(ms / 60_000);
        return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, "0")}`;
      },
    }),
    [intl],
  );
}

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** An hour of the day (fractional; an overnight shift's end passes 24) as the wall clock shows it. */
function hourLabel(hour: number): string {
  const minutes = Math.round(hour * 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The device's position, asked only when the office has a geofence and the person consented. */
function currentPosition(): Promise<GeoPoint | undefined> {
  if (!("geolocation" in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: Math.round(p.coords.accuracy) }),
      () => resolve(undefined),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
    ),
  );
}

function Receipt({ receipt, onClose }: { receipt: PunchReceipt | null; onClose: () => void }) {
  const t = useT("clock.punch");
  const tph = useT("clock.photo");
  const f = useTimeFormat();
  const companyId = useCompanyId();
  return (
    <Dialog title={t("receiptTitle")} isOpen={receipt !== null} onClose={onClose}>
      {receipt && (
        <div className={css.stack}>
          <p>
            <strong>{receipt.personName}</strong> · {receipt.companyName}
          </p>
          <p>
            {t("receiptTime")}: {f.dateTime(receipt.entry.statusDate)} · {t(`status.${receipt.entry.status}`)}
          </p>
          {receipt.officeName && (
            <p>
              {t("receiptPlace")}: {receipt.officeName}
            </p>
          )}
          <p>
            {t("receiptMethod")}: {t(`method.${receipt.entry.method}`)}
          </p>
          <p>
            {t("receiptCode")} (#{receipt.entry.seq}): <span className={css.code}>{receipt.entry.hash}</span>
          </p>
          {receipt.entry.photoHash && (
            <>
              <img
                className={css.photo}
                src={photoUrl(companyId, receipt.entry.id, "small")}
                alt={tph("ofPunch", { time: f.time(receipt.entry.statusDate) })}
              />
              <p>
                {tph("receipt")}: <span className={css.code}>{receipt.entry.photoHash}</span>
              </p>
            </>
          )}
          <Button onPress={onClose}>{t("close")}</Button>
        </div>
      )}
    </Dialog>
  );
}

function CorrectionDialog({
  target,
  onClose,
}: {
  target: { kind: "add" } | { kind: "void"; entry: ClockEntry } | null;
  onClose: () => void;
}) {
  const tc = useT("clock.correction");
  const tp = useT("clock.punch");
  const [status, setStatus] = useState<ClockStatus>("end");
  const [time, setTime] = useState("");
  const [reason, setReason] = useState("");
  const propose = useProposeCorrection({
    onSuccess: () => {
      notify("positive", tc("sent"));
      setReason("");
      setTime("");
      onClose();
    },
  });
  const submit = () => {
    if (!target) return;
    if (target.kind === "void") propose.mutate({ kind: "void", entryId: target.entry.id, reason });
    else {
      const [h, m] = time.split(":").map(Number);
      const at = new Date();
      at.setHours(h ?? 0, m ?? 0, 0, 0);
      propose.mutate({ kind: "add", status, statusDate: at.toISOString(), reason });
    }
  };
  return (
    <Dialog title={tc("title")} isOpen={target !== null} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p>{target?.kind === "void" ? tc("void") : tc("add")}</p>
        {target?.kind === "add" && (
          <>
            <SelectField
              label={tc("status")}
              value={status}
              onChange={(v) => setStatus(v as ClockStatus)}
              options={STATUSES.map((s) => ({ id: s, label: tp(`status.${s}`) }))}
            />
            <TextField
              label={tc("time")}
              value={time}
              onChange={setTime}
              inputMode="numeric"
              pattern="[0-2][0-9]:[0-5][0-9]"
              isRequired
            />
          </>
        )}
        <TextField label={tc("reason")} value={reason} onChange={setReason} isRequired maxLength={500} />
        {propose.error && <p role="alert">{messageOf(propose.error)}</p>}
        <Button type="submit" isDisabled={propose.isPending || !reason.trim()}>
          {tc("send")}
        </Button>
      </form>
    </Dialog>
  );
}

function PunchPanel() {
  const t = useT("clock.punch");
  const tq = useT("clock.qr");
  const tc = useT("clock.consent");
  const to = useT("clock.offline");
  const tcorr = useT("clock.correction");
  const f = useTimeFormat();
  const now = useNow(1000);
  const [photo, setPhoto] = useState<{ base64: string; preview: string } | null>(null);
  const day = useMyDay();
  const consent = useAcceptConsent();
  const queue = useOfflineQueue();
  const [qr, setQr] = useState<string | null>(() => new URLSearchParams(window.location.search).get("qr"));
  const [receipt, setReceipt] = useState<PunchReceipt | null>(null);
  const [fix, setFix] = useState<{ kind: "add" } | { kind: "void"; entry: ClockEntry } | null>(null);
  const mine = useCorrections("mine");
  const punch = usePunch({
    onPunched: (r) => {
      setQr(null);
      setPhoto(null);
      notify("positive", t("done", { time: f.time(r.entry.statusDate) }));
      setReceipt(r);
    },
    onQueued: () => {
      setQr(null);
      setPhoto(null);
      notify("positive", t("queued"));
      void queue.reload();
    },
  });
  const onCode = useCallback((code: string) => setQr(code), []);
  const d = day.data;
  if (!d) return null;
  if (!d.hasWorkerProfile) return <p>{t("noProfile")}</p>;
  const needsQr = d.qrRequired && !qr;
  const locationConsent = d.geofence && !d.consentAccepted;
  const photoConsent = d.photo !== "off" && !d.photoConsentAccepted;
  // an optional photo's consent does not stop a punch without one
  const needsConsent = locationConsent || (d.photo === "required" && photoConsent);
  const needsPhoto = d.photo === "required" && !photo;
  const blocked = punch.isPending || needsQr || needsConsent || needsPhoto;
  const go = async (status?: ClockStatus) => {
    const geo = d.geofence ? await currentPosition() : undefined;
    punch.mutate({
      ...(status ? { status } : {}),
      ...(qr ? { qr } : {}),
      ...(geo ? { geo } : {}),
      ...(photo && d.photo !== "off" ? { photo: photo.base64 } : {}),
    });
  };
  const voided = new Set(
    d.corrections.filter((c) => c.kind === "void" && c.state === "approved").map((c) => c.entryId),
  );
  const ranges = d.scheduleToday.map(([a, b]) => `${hourLabel(a)}-${hourLabel(b)}`).join(", ");

  return (
    <section className={css.stack} aria-labelledby="clock-punch">
      <div className={css.punchCard}>
        <h2 id="clock-punch">{t("now")}</h2>
        <div className={css.clockFace} aria-live="off">
          {f.time(now)}
        </div>
        <p>{t("worked", { time: f.duration(d.workedMs) })}</p>
        <p>
          {!ranges ? t("dayOff") : d.scheduleSource === "shift" ? t("shift", { ranges }) : t("schedule", { ranges })}
        </p>
        {d.officeName && <p>{t("office", { office: d.officeName })}</p>}
        {(locationConsent || photoConsent) && (
          <div role="group" aria-label={locationConsent ? tc("title") : tc("photoTitle")}>
            {locationConsent && <p>{d.consentText}</p>}
            {photoConsent && <p>{d.photoConsentText}</p>}
            <Button variant="secondary" onPress={() => consent.mutate()}>
              {tc("accept")}
            </Button>
          </div>
        )}
        {d.photo !== "off" && !photoConsent && (
          <PhotoCapture value={photo} onChange={setPhoto} required={d.photo === "required"} />
        )}
        {(d.qrRequired || qr !== null) && (
          <div>
            <h3>{tq("title")}</h3>
            {qr ? <p role="status">{tq("ready")}</p> : <p>{tq("required")}</p>}
            {!qr && <QrScanner onCode={onCode} />}
          </div>
        )}
        <Button className={css.bigButton} isDisabled={blocked} onPress={() => void go(d.next.status)}>
          {t(`next.${d.next.kind}`)}
        </Button>
        {!d.qrRequired && qr === null && (
          <details>
            <summary className={css.summary}>{tq("scan")}</summary>
            <QrScanner onCode={onCode} />
          </details>
        )}
        <div className={css.actions} role="group" aria-label={t("others")}>
          {STATUSES.map((s) => (
            <Button key={s} variant="secondary" isDisabled={blocked} onPress={() => void go(s)}>
              {t(`status.${s}`)}
            </Button>
          ))}
        </div>
        {punch.error && <p role="alert">{messageOf(punch.error)}</p>}
      </div>

      {queue.items.length > 0 && (
        <div className={css.punchCard} role="region" aria-label={to("title")}>
          <h2>{to("title")}</h2>
          <p>{to("count", { count: queue.items.filter((i) => !i.refused).length })}</p>
          <ul className={css.list}>
            {queue.items.map((i) => (
              <li key={i.idempotencyKey} className={css.item}>
                <span>
                  #{i.deviceSeq} · {f.dateTime(i.deviceTime)}
                  {i.status ? ` · ${t(`status.${i.status}`)}` : ""}
                </span>
                {i.refused && (
                  <>
                    <span role="alert">{to("refused", { message: i.refused })}</span>
                    <Button variant="ghost" onPress={() => void queue.dismiss(i.idempotencyKey)}>
                      {to("dismiss")}
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
          <Button variant="secondary" isDisabled={queue.syncing} onPress={() => void queue.sync()}>
            {to("sync")}
          </Button>
        </div>
      )}

      <div className={css.punchCard}>
        <h2>{t("today")}</h2>
        {d.entries.length === 0 && <p>{t("none")}</p>}
        <ul className={css.list} aria-label={t("today")}>
          {d.entries.map((e) => (
            <li key={e.id} className={css.item}>
              <span className={voided.has(e.id) ? css.struck : undefined}>
                {f.time(e.statusDate)} · {t(`status.${e.status}`)} · {t(`method.${e.method}`)}
                {e.lateSync ? ` · ${t("lateSync")}` : ""}
                {e.photoHash ? ` · ${t("withPhoto")}` : ""}
                {voided.has(e.id) ? ` · ${t("voided")}` : ""}
              </span>
              <span className={css.actions}>
                <Button
                  variant="ghost"
                  onPress={() => setReceipt({ entry: e, companyName: "", personName: "", duplicate: false })}
                  aria-label={`${t("receipt")} ${f.time(e.statusDate)}`}
                >
                  {t("receipt")}
                </Button>
                <Button
                  variant="ghost"
                  onPress={() => setFix({ kind: "void", entry: e })}
                  aria-label={`${t("fix")} ${f.time(e.statusDate)}`}
                >
                  {t("fix")}
                </Button>
              </span>
            </li>
          ))}
          {d.corrections
            .filter((c) => c.kind === "add" && c.state === "approved")
            .map((c) => (
              <li key={c.id} className={css.item}>
                <span>
                  {f.time(c.statusDate)} · {c.status ? t(`status.${c.status}`) : ""} · {t("added")}
                </span>
              </li>
            ))}
        </ul>
        <Button variant="secondary" onPress={() => setFix({ kind: "add" })}>
          {tcorr("add")}
        </Button>
      </div>

      {(mine.data?.items.length ?? 0) > 0 && (
        <div className={css.punchCard}>
          <h2>{tcorr("mine")}</h2>
          <CorrectionItems items={mine.data!.items} />
        </div>
      )}
      <Receipt receipt={receipt} onClose={() => setReceipt(null)} />
      <CorrectionDialog target={fix} onClose={() => setFix(null)} />
    </section>
  );
}

function CorrectionItems({ items, decide }: { items: CorrectionView[]; decide?: (c: CorrectionView) => void }) {
  const tdk = useT("clock.decide");
  const tc = useT("clock.correction");
  const tp = useT("clock.punch");
  const f = useTimeFormat();
  return (
    <ul className={css.list}>
      {items.map((c) => (
        <li key={c.id} className={css.item}>
          <span>
            {decide ? <strong>{c.personName} · </strong> : null}
            {tdk(`kind.${c.kind}`, {
              status: c.status ? tp(`status.${c.status}`) : "",
              time: f.dateTime(c.statusDate),
            })}{" "}
            · {c.reason}
          </span>
          {decide && c.state === "pending" ? (
            <Button
              variant="secondary"
              onPress={() => decide(c)}
              aria-label={`${tdk("approve")} / ${tdk("refuse")}: ${c.personName}`}
            >
              {tdk("approve")} / {tdk("refuse")}
            </Button>
          ) : (
            <span>
              {tc(`state.${c.state}`)}
              {c.decisionReason ? ` · ${c.decisionReason}` : ""}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function LeaderPanel() {
  const tb = useT("clock.board");
  const td = useT("clock.decide");
  const tph = useT("clock.photo");
  const f = useTimeFormat();
  const companyId = useCompanyId();
  const board = useBoard(true);
  const pending = useCorrections("decide", "pending");
  const [deciding, setDeciding] = useState<CorrectionView | null>(null);
  const [reason, setReason] = useState("");
  const decide = useDecideCorrection({
    onSuccess: () => {
      notify("positive", td("done"));
      setDeciding(null);
      setReason("");
    },
  });
  const b = board.data;
  return (
    <>
      <section className={css.punchCard} aria-labelledby="clock-board">
        <h2 id="clock-board">{tb("title")}</h2>
        {b && (
          <>
            <div className={css.counts} aria-live="polite">
              {(["working", "lunch", "not-in", "away", "on-leave", "off"] as const).map((s) => (
                <span key={s} className={`${css.pillBase} ${css.pill[s]}`}>
                  {tb(`state.${s}`)}: {b.counts[s] ?? 0}
                </span>
              ))}
            </div>
            {b.lateSyncs > 0 && <p>{tb("lateSyncs", { count: b.lateSyncs })}</p>}
            {b.people.length === 0 ? (
              <p>{tb("empty")}</p>
            ) : (
              <ul className={css.list} aria-label={tb("title")}>
                {b.people.map((p) => (
                  <li key={p.workerId} className={css.item} data-state={p.state}>
                    <span className={css.person}>
                      {p.photoEntryId && (
                        <img
                          className={css.thumb}
                          src={photoUrl(companyId, p.photoEntryId, "small")}
                          alt={tph("lastPunch", { name: p.name })}
                        />
                      )}
                      {p.name}
                    </span>
                    <span className={`${css.pillBase} ${css.pill[p.state]}`}>
                      {tb(`state.${p.state}`)}
                      {p.since ? ` · ${tb("since", { time: f.time(p.since) })}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <section className={css.punchCard} aria-labelledby="clock-decide">
        <h2 id="clock-decide">{td("title")}</h2>
        {(pending.data?.items.length ?? 0) === 0 ? (
          <p>{td("none")}</p>
        ) : (
          <CorrectionItems items={pending.data!.items} decide={setDeciding} />
        )}
      </section>
      <Dialog title={td("title")} isOpen={deciding !== null} onClose={() => setDeciding(null)}>
        {deciding && (
          <div className={css.stack}>
            <p>
              <strong>{deciding.personName}</strong>: {deciding.reason}
            </p>
            {deciding.entryHasPhoto && deciding.entryId && (
              <img
                className={css.photo}
                src={photoUrl(companyId, deciding.entryId, "small")}
                alt={tph("ofPunch", { time: f.time(deciding.statusDate) })}
              />
            )}
            <TextField label={td("reason")} value={reason} onChange={setReason} isRequired maxLength={500} />
            {decide.error && <p role="alert">{messageOf(decide.error)}</p>}
            <div className={css.actions}>
              <Button
                isDisabled={!reason.trim() || decide.isPending}
                onPress={() => decide.mutate({ id: deciding.id, approve: true, reason })}
              >
                {td("approve")}
              </Button>
              <Button
                variant="danger"
                isDisabled={!reason.trim() || decide.isPending}
                onPress={() => decide.mutate({ id: deciding.id, approve: false, reason })}
              >
                {td("refuse")}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}

/** /clock (spec §2, every level): punch; leaders and admins also see the live presence board and decide corrections. */
export default function ClockPage() {
  const t = useT("clock.punch");
  const { level } = useSession();
  return (
    <Page title={t("title")}>
      <div className={css.stack}>
        <PunchPanel />
        {(level === "admin" || level === "revisor") && <LeaderPanel />}
      </div>
    </Page>
  );
}
