/**
 * The Workforce service worker (issue 4, PWA): an offline shell.
 * - install: precaches the shell ("/", i.e. index.html) and the scripts and styles it names;
 * - navigations: network first, the cached shell when the network fails (the app's router then shows the page);
 * - /assets/* (content-hashed names, never change): cache first;
 * - /api/* and other origins: never cached, never touched;
 * - caches are named after the build, and activate deletes the ones of older builds.
 * Registered by web/src/main.tsx in production builds only.
 */
// Replaced at build time by an id of the build's files (web/vite.config.ts), so each deploy installs a new worker.
const BUILD = "dev";
const SHELL_CACHE = `workforce-shell-${BUILD}`;
const ASSET_CACHE = `workforce-assets-${BUILD}`;
const SHELL_URL = "/";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      const shell = await fetch(new Request(SHELL_URL, { cache: "reload" }));
      if (!shell.ok) throw new Error(`shell answered ${shell.status}`);
      await cache.put(SHELL_URL, shell.clone());
      // the entry script, its preloaded chunks and the styles, so the shell starts offline
      const html = await shell.text();
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
      const assetCache = await caches.open(ASSET_CACHE);
      await assetCache.addAll([...new Set(assets)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith("workforce-") && !current.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(request));
});

/** A page: from the network; offline, the cached shell (every page of the app is index.html). */
async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A hashed asset: its content never changes, so a cached copy is always right. */
async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

/**
 * Web push (issue 12): the server sends `{ title, body, url, tag, type }` (core/notifications/push), encrypted for this
 * browser's subscription. Showing a notification is required for every push (`userVisibleOnly`).
 */
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof message.title === "string" && message.title ? message.title : "Workforce";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: typeof message.tag === "string" ? message.tag : undefined,
      data: { url: appPath(message.url) },
    }),
  );
});

/** A click opens the page the notification is about: an open tab of the app goes there, else a new window. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(appPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const tab of tabs) {
        if (new URL(tab.url).origin !== self.location.origin) continue;
        await tab.focus();
        if ("navigate" in tab) return tab.navigate(target);
        return undefined;
      }
      return self.clients.openWindow(target);
    })(),
  );
});

/** Only a path of this app is opened (`/approvals`), never another site. */
function appPath(url) {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
}
