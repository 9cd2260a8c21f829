import { useId } from "react";
import { shared } from "@web/kit";

/**
 * A labelled native time input (the browser's own picker, in the page's language), with its description and error
 * tied for screen readers, stepping in 5 minutes (`step` in seconds). Days are never typed here: every date field
 * uses @web/kit's DatePicker or DateRangePicker (issue 12).
 */
export function DateField({
  label,
  type,
  value,
  onChange,
  errorMessage,
  description,
  min,
  isRequired,
}: {
  label: string;
  type: "time";
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  description?: string;
  min?: string;
  isRequired?: boolean;
}) {
  const id = useId();
  const describedBy = [description ? `${id}-d` : "", errorMessage ? `${id}-e` : ""].filter(Boolean).join(" ");
  return (
    <div className={shared.field}>
      <label htmlFor={id} className={shared.label}>
        {label}
      </label>
      <input
        id={id}
        className={shared.input}
        type={type}
        value={value}
        min={min}
        step={300}
        required={isRequired}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {description && (
        <span id={`${id}-d`} className={shared.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${id}-e`} className={shared.errorText}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
