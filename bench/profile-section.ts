import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { join } from "node:path";

/**
 * Runs `fn`, and when `BENCH_PROFILE=<dir>` is set writes a CPU profile of just that run to `<dir>/<name>.cpuprofile`
 * (the in-process benches: the timed part alone, not the setup that `--cpu-prof` would mix in). Open it in Chrome's
 * DevTools or any cpuprofile viewer. Time inside it (`profileSection(name, () => time(fn))`): stopping the profiler
 * and writing its file take long.
 */
export async function profileSection<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return fn();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    return await fn();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    await writeFile(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
