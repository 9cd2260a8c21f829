import { useRef, useState } from "react";
import { Button, useT } from "@web/kit";
import * as css from "../../clock.css.js";

/** The longest side of a punch's photo as sent: enough to recognise a face, small enough for a slow connection. */
const MAX_SIDE = 1280;

/**
 * A photo file (from the phone's camera) as the punch sends it: turned upright, scaled down to 1280 px and
 * re-encoded as JPEG (a phone's 4 MB picture becomes a few hundred kB, within the server's 2 MB), in base64.
 */
export async function photoForPunch(file: Blob): Promise<{ base64: string; preview: string }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const preview = canvas.toDataURL("image/jpeg", 0.85);
  return { base64: preview.slice(preview.indexOf(",") + 1), preview };
}

/**
 * Takes the photo of a punch with the device's camera (`<input type=file capture>`: the phone opens its camera, a
 * computer its file chooser), shows it, and lets the person take another or drop it. The photo goes with the punch.
 */
export function PhotoCapture({
  value,
  onChange,
  required,
}: {
  value: { base64: string; preview: string } | null;
  onChange: (photo: { base64: string; preview: string } | null) => void;
  required: boolean;
}) {
  const t = useT("clock.photo");
  const input = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  return (
    <div className={css.stack} role="group" aria-label={t("title")}>
      <p>{required ? t("required") : t("optional")}</p>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        capture="user"
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (!file) return;
          photoForPunch(file).then(
            (taken) => {
              onChange(taken);
              setFailed(false);
            },
            () => setFailed(true),
          );
        }}
      />
      {value && <img className={css.photoPreview} src={value.preview} alt={t("preview")} />}
      {failed && <p role="alert">{t("invalid")}</p>}
      <div className={css.actions}>
        <Button variant="secondary" onPress={() => input.current?.click()}>
          {value ? t("retake") : t("take")}
        </Button>
        {value && (
          <Button variant="ghost" onPress={() => onChange(null)}>
            {t("remove")}
          </Button>
        )}
      </div>
    </div>
  );
}
