/**
 * `npm run dev`: the API (restarted on change by tsx watch) and the web app's Vite dev server with HMR, which
 * proxies /api (and the realtime WebSocket) to the API. Open http://127.0.0.1:5173.
 */
import { spawn, type ChildProcess } from "node:child_process";

const apiPort = process.env.PORT ?? "3000";
const children: ChildProcess[] = [
  spawn("npx", ["tsx", "watch", "core/main.ts"], { stdio: "inherit", env: { ...process.env, PORT: apiPort } }),
  spawn("npx", ["vite", "--config", "web/vite.config.ts", "--host", "127.0.0.1"], {
    stdio: "inherit",
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
