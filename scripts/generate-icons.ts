/**
 * The PWA's PNG icons (web/public/icons/), drawn from the SVGs beside them with sharp. Run once after changing an
 * SVG (`npx tsx scripts/generate-icons.ts`) and commit the PNGs.
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";

const dir = new URL("../web/public/icons/", import.meta.url);
const outputs = [
  { from: "icon.svg", to: "icon-192.png", size: 192 },
  { from: "icon.svg", to: "icon-512.png", size: 512 },
  { from: "maskable.svg", to: "maskable-192.png", size: 192 },
  { from: "maskable.svg", to: "maskable-512.png", size: 512 },
];
for (const { from, to, size } of outputs) {
  const svg = await readFile(new URL(from, dir));
  // rendered at twice 512 px, then scaled down: smooth edges at every size
  await sharp(svg, { density: 144 }).resize(size, size).png({ compressionLevel: 9 }).toFile(new URL(to, dir).pathname);
  console.log(`web/public/icons/${to} (${size}x${size})`);
}
