import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from "react-aria-components";
import * as styles from "./checkbox.css.js";

export interface CheckboxProps extends Omit<AriaCheckboxProps, "children" | "className"> {
  children: React.ReactNode;
}

/** A labelled checkbox (react-aria: Space toggles it, the label is part of the hit area). */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected ? "✓" : ""}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
