import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { Button, TextField, useT } from "@web/kit";
import type { ClockQr } from "../../../contract/index.js";
import * as css from "../../clock.css.js";

const STORAGE = "clock.kioskKey";
const HEADER = "x-clock-device-key";

/**
 * /clock/kiosk (public: an office screen signed in with a device key, never a person): shows the office QR, which the
 * server signs and changes every 30 seconds. The page asks for the next code a moment after the current one expires.
 */
export default function KioskPage() {
  const t = useT("clock.kiosk");
  const [key, setKey] = useState<string | null>(() => localStorage.getItem(STORAGE));
  const [typed, setTyped] = useState("");
  const [qr, setQr] = useState<ClockQr | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const load = async () => {
      try {
        const response = await fetch("/api/clock/kiosk/qr", { headers: { [HEADER]: key } });
        const body = (await response.json()) as ClockQr & { message?: string };
        if (!response.ok) {
          setError(body.message ?? String(response.status));
          if (response.status === 401) {
            localStorage.removeItem(STORAGE);
            setKey(null);
          }
          return;
        }
        if (stopped) return;
        setError(null);
        setQr(body);
        const url = new URL(body.url, window.location.origin).toString();
        setImage(await QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 1, width: 480 }));
        // the next code, just after this one's window ends (the server's time decides; poll again if early)
        const wait = Math.max(1000, Date.parse(body.expiresAt) - Date.now() + 300);
        timer = setTimeout(() => void load(), Math.min(wait, 30_000));
      } catch {
        // no connection: try again soon (the screen keeps the last code, which expires by itself)
        timer = setTimeout(() => void load(), 5000);
      }
    };
    void load();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [key]);

  if (!key)
    return (
      <main className={css.kiosk}>
        <h1>{t("title")}</h1>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const k = typed.trim();
            if (!k) return;
            localStorage.setItem(STORAGE, k);
            setKey(k);
          }}
        >
          <TextField label={t("key")} value={typed} onChange={setTyped} isRequired autoComplete="off" />
          {error && <p role="alert">{error}</p>}
          <Button type="submit">{t("start")}</Button>
        </form>
      </main>
    );

  return (
    <main className={css.kiosk}>
      <h1>{qr ? `${qr.companyName} · ${qr.officeName}` : t("title")}</h1>
      {image && qr && (
        <img
          className={css.qrImage}
          src={image}
          alt={t("qrAlt", { office: qr.officeName })}
          data-code={qr.code}
          data-window={qr.window}
        />
      )}
      <p>{t("scan")}</p>
      {qr && <p>{t("changes", { seconds: qr.periodSeconds })}</p>}
      {error && <p role="alert">{error}</p>}
      <Button
        variant="ghost"
        onPress={() => {
          localStorage.removeItem(STORAGE);
          setKey(null);
          setQr(null);
        }}
      >
        {t("forget")}
      </Button>
    </main>
  );
}
