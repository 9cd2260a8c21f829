import { useEffect, useRef, useState } from "react";
import { Button, TextField, useT } from "@web/kit";
import * as css from "../../clock.css.js";

interface Detector {
  detect(source: HTMLVideoElement | HTMLCanvasElement): Promise<Array<{ rawValue: string }>>;
}

/**
 * Reads the office QR through the phone's camera (the browser's BarcodeDetector where it has one, jsQR on canvas
 * frames otherwise), or takes the code pasted or typed (a desktop, a camera refused).
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT("clock.qr");
  const [scanning, setScanning] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        const el = video.current!;
        el.srcObject = stream;
        await el.play();
        const Native = (globalThis as { BarcodeDetector?: new (o: { formats: string[] }) => Detector }).BarcodeDetector;
        const detector = Native ? new Native({ formats: ["qr_code"] }) : null;
        // jsqr is CommonJS: its default export arrives as `default` or as the module itself, by bundler
        type Decode = (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
        const mod = detector ? null : ((await import("jsqr")) as unknown as { default?: Decode } & Decode);
        const jsQR: Decode | null = mod ? (mod.default ?? mod) : null;
        const canvas = document.createElement("canvas");
        const tick = async () => {
          if (stopped) return;
          let found: string | undefined;
          if (detector) found = (await detector.detect(el).catch(() => []))[0]?.rawValue;
          else if (jsQR && el.videoWidth) {
            canvas.width = el.videoWidth;
            canvas.height = el.videoHeight;
            const g = canvas.getContext("2d", { willReadFrequently: true })!;
            g.drawImage(el, 0, 0);
            const frame = g.getImageData(0, 0, canvas.width, canvas.height);
            found = jsQR(frame.data, frame.width, frame.height)?.data;
          }
          if (found) {
            setScanning(false);
            onCode(found);
          } else timer = setTimeout(() => void tick(), 250);
        };
        void tick();
      } catch {
        setError(t("cameraError"));
        setScanning(false);
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, onCode, t]);

  return (
    <div className={css.stack}>
      <p>{t("hint")}</p>
      {scanning ? (
        <>
          <video ref={video} className={css.video} muted playsInline aria-label={t("title")} />
          <Button variant="secondary" onPress={() => setScanning(false)}>
            {t("stop")}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onPress={() => (setError(null), setScanning(true))}>
          {t("scan")}
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) onCode(typed.trim());
        }}
      >
        <TextField label={t("code")} value={typed} onChange={setTyped} />
        <Button type="submit" variant="secondary" isDisabled={!typed.trim()}>
          {t("use")}
        </Button>
      </form>
    </div>
  );
}
