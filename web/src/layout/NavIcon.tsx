import type { NavIcon as NavIconName } from "../../modules.js";

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}z`;

/**
 * The navigation's icons (issue 12): simple 24 × 24 outline paths drawn in the text colour, so they follow the theme
 * and need no icon font or library (the emoji glyphs they replace are missing from many systems' fonts).
 */
const PATHS: Record<NavIconName, string> = {
  home: "M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5",
  person: `${circle(12, 8, 4)}M4 21c0-4 3.6-6 8-6s8 2 8 6`,
  people: `${circle(9, 8, 3.5)}${circle(17, 9, 2.5)}M2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5M16 14.5c3 0 6 1.5 6 4.5`,
  company: "M4 21V5l8-3v19M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2",
  chart: `${rect(9, 2, 6, 5)}${rect(2, 16, 6, 5)}${rect(16, 16, 6, 5)}M12 7v5M5 16v-4h14v4`,
  calendar: `${rect(3, 4, 18, 17)}M3 9h18M8 2v4M16 2v4`,
  inbox: "M3 13l3-9h12l3 9v7H3zM3 13h5l1 3h6l1-3h5",
  list: "M8 6h13M8 12h13M8 18h13M3 6h1M3 12h1M3 18h1",
  balance: "M12 3v18M5 7h14M5 7l-3 7c0 2 6 2 6 0zM19 7l-3 7c0 2 6 2 6 0zM8 21h8",
  money: `${circle(12, 12, 9)}M15 9.5c-.5-1-1.7-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.7 3 2 3 .9 3 2-1.3 2-3 2c-1.3 0-2.5-.5-3-1.5M12 6v2M12 16v2`,
  holiday: `${circle(12, 12, 4)}M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4`,
  lock: `${rect(5, 11, 14, 10)}M8 11V7a4 4 0 0 1 8 0v4`,
  settings: `${circle(12, 12, 3)}M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1`,
  upload: "M12 16V4M6 10l6-6 6 6M4 20h16",
  plan: `${rect(3, 4, 18, 17)}M3 9h18M8 2v4M16 2v4M8 14l2.5 2.5L15 12`,
};

/** A navigation entry's icon; decorative (hidden from screen readers: the label says it all). */
export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
