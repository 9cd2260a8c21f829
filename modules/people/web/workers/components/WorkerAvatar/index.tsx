import { useEffect, useState } from "react";
import type { ImageVariant } from "../../../../contract/images.js";
import { avatarSources, initialsOf } from "../../lib/avatar.js";
import * as styles from "../../workers.css.js";

/**
 * A worker's picture: the sized version first, then the original (spec §7), then the initials. The picture is
 * decorative next to the name it accompanies, so its text alternative is empty unless `alt` is given.
 */
export function WorkerAvatar({
  src,
  name,
  lastName,
  size = "small",
  alt = "",
}: {
  src?: string | null;
  name?: string;
  lastName?: string;
  size?: "small" | "medium";
  alt?: string;
}) {
  const variant: ImageVariant = size === "small" ? "50x50" : "200x200";
  const sources = avatarSources(src, variant);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setAttempt(0), [src]);
  const current = sources[attempt];
  if (!current)
    return (
      <span
        className={styles.avatar[size]}
        aria-hidden={alt ? undefined : true}
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
      >
        {initialsOf(name, lastName)}
      </span>
    );
  return (
    <img
      className={styles.avatar[size]}
      src={current}
      alt={alt}
      loading="lazy"
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}
