import { useEffect, useId, useRef, useState } from "react";
import { messageOf, shared, useT } from "@web/kit";
import * as css from "../../news.css.js";

export interface RichTextEditorProps {
  label: string;
  /** The HTML to start from (the editor is uncontrolled while typing: the caret stays where it is). */
  initialHtml?: string;
  onChange: (html: string) => void;
  /** Stores an image (the files service) and answers its address. */
  uploadImage: (file: File) => Promise<{ src: string }>;
  errorMessage?: string;
  /** Changing it empties the editor (after a post is sent). */
  resetKey?: number;
}

const IMAGE_TYPES = "image/png,image/jpeg";

/**
 * A small rich-text editor for posts: bold, italic, a heading, lists and images (uploaded through the files service).
 * The browser's editing commands write the HTML; the server keeps only what its sanitiser allows, so the editor
 * needs no filtering of its own. Toolbar buttons keep the text's focus and selection (mouse down is not let through).
 */
export function RichTextEditor({
  label,
  initialHtml = "",
  onChange,
  uploadImage,
  errorMessage,
  resetKey,
}: RichTextEditorProps) {
  const t = useT("communication.form");
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();

  useEffect(() => {
    if (ref.current) ref.current.innerHTML = initialHtml;
    // reset only when asked: the editor owns its content while the person types
  }, [resetKey]);

  const changed = () => onChange(ref.current?.innerHTML ?? "");
  const command = (name: string, value?: string) => {
    ref.current?.focus();
    document.execCommand(name, false, value);
    changed();
  };

  const addImage = async (file: File) => {
    setUploadError(undefined);
    setUploading(true);
    try {
      const { src } = await uploadImage(file);
      ref.current?.focus();
      const img = document.createElement("img");
      img.src = src;
      img.alt = t("imageAlt");
      const selection = window.getSelection();
      const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
      if (range && ref.current?.contains(range.commonAncestorContainer)) range.insertNode(img);
      else ref.current?.appendChild(img);
      changed();
    } catch (failure) {
      setUploadError(messageOf(failure));
    } finally {
      setUploading(false);
    }
  };

  const tool = (text: string, run: () => void) => (
    <button
      type="button"
      className={shared.button.secondary}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      disabled={uploading}
    >
      {text}
    </button>
  );
  const error = errorMessage ?? uploadError;

  return (
    <div className={shared.field}>
      <span id={`${id}-label`} className={shared.label}>
        {label}
      </span>
      <div className={css.toolbar} role="toolbar" aria-label={label}>
        {tool(t("bold"), () => command("bold"))}
        {tool(t("italic"), () => command("italic"))}
        {tool(t("heading2"), () => command("formatBlock", "h2"))}
        {tool(t("bullets"), () => command("insertUnorderedList"))}
        {tool(t("numbers"), () => command("insertOrderedList"))}
        {tool(t("image"), () => fileRef.current?.click())}
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          aria-label={t("image")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void addImage(file);
          }}
        />
      </div>
      <div
        ref={ref}
        id={id}
        className={css.editor}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        tabIndex={0}
        onInput={changed}
      />
      {uploading && (
        <span role="status" className={shared.description}>
          {t("uploading")}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={shared.errorText} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
