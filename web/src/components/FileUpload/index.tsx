import { useId, useState } from "react";
import { DropZone, FileTrigger, type DropItem } from "react-aria-components";
import { Button } from "../Button/index.js";
import * as styles from "./file-upload.css.js";

/** Spec §9: files up to 2 MB. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export interface FileUploadProps {
  label: string;
  /** The button's text. */
  buttonLabel: string;
  /** Accepted types, as for `<input accept>`: MIME types or extensions ("image/png", ".csv"). */
  accept: readonly string[];
  /** Largest file accepted, in bytes. @default MAX_FILE_BYTES */
  maxBytes?: number;
  /** Shown when the type is not accepted (spec §8 "Only PNG or JPG!"). */
  typeMessage: string;
  /** Shown when the file is too large (spec §5 "Maximum file size is 2mb"). */
  sizeMessage: string;
  /** A file that passed the type and size checks. */
  onFile: (file: File) => void;
  description?: string;
  /** An error to show now (the server's message after an upload). */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Extra content inside the zone (a preview, the chosen file's name). */
  children?: React.ReactNode;
}

function accepted(file: File, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return accept.some((a) => (a.startsWith(".") ? name.endsWith(a.toLowerCase()) : file.type === a));
}

/**
 * Choosing a file by button or by dropping it, checked for type and size before anything is sent (the server checks
 * again, by content).
 */
export function FileUpload(props: FileUploadProps) {
  const id = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const maxBytes = props.maxBytes ?? MAX_FILE_BYTES;
  const take = (file: File | undefined) => {
    if (!file) return;
    if (!accepted(file, props.accept)) return setLocalError(props.typeMessage);
    if (file.size > maxBytes) return setLocalError(props.sizeMessage);
    setLocalError(null);
    props.onFile(file);
  };
  const onDrop = async (items: DropItem[]) => {
    const item = items.find((i) => i.kind === "file");
    if (item?.kind === "file") take(await item.getFile());
  };
  const error = localError ?? props.errorMessage;
  return (
    <div>
      <span id={`${id}-label`} className={styles.label}>
        {props.label}
      </span>
      <DropZone
        className={styles.zone}
        aria-labelledby={`${id}-label`}
        isDisabled={props.isDisabled}
        onDrop={(e) => void onDrop(e.items)}
      >
        {props.children}
        <FileTrigger acceptedFileTypes={[...props.accept]} onSelect={(files) => take(files?.[0] ?? undefined)}>
          <Button variant="secondary" isDisabled={props.isDisabled} aria-describedby={`${id}-hint`}>
            {props.buttonLabel}
          </Button>
        </FileTrigger>
        {props.description && (
          <span id={`${id}-hint`} className={styles.hint}>
            {props.description}
          </span>
        )}
      </DropZone>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
