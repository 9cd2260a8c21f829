import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { Link as RouterLink } from "wouter";
import * as styles from "../styles.css.js";

export interface ButtonProps extends AriaButtonProps {
  /** @default "primary" */
  variant?: keyof typeof styles.button;
}

/** A button (react-aria: keyboard, press and focus behaviour handled). */
export function Button({ variant = "primary", className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={[styles.button[variant], className].filter(Boolean).join(" ")} />;
}

/** A link that looks like a button; navigates inside the app (locale prefix kept). */
export function ButtonLink({
  href,
  variant = "secondary",
  children,
}: {
  href: string;
  variant?: keyof typeof styles.button;
  children: React.ReactNode;
}) {
  return (
    <RouterLink href={href} className={styles.button[variant]}>
      {children}
    </RouterLink>
  );
}
