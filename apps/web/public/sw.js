/* global self, caches */
/**
 * Folio's service worker (docs/decisions/0023-pwa-and-device-pairing.md). It keeps the app shell
 * (index.html and the files it loads) and static assets, so the app opens without a network and
 * says it is offline. It never stores an /api/ response, so no user's documents, answers or
 * session ever land in a cache. It also receives files and links shared to the installed app.
 */
const SHELL_CACHE = "folio-shell-v1";
const ASSET_CACHE = "folio-assets-v1";
/** What the share target received, kept until the /share page has read it. */
const SHARE_CACHE = "folio-share-inbox";
const KEEP = [SHELL_CACHE, ASSET_CACHE, SHARE_CACHE];
const STATIC_FILES = ["/offline.html", "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png", "/icons/icon-512.png"];
/** The shell is fetched again at most this often, so a new deployment reaches the offline copy. */
const SHELL_REFRESH_MS = 60 * 60 * 1000;
let shellFetchedAt = 0;

/** Cache index.html and every /assets/ file it names (Vite's hashed scripts and styles). */
async function cacheShell() {
  const response = await fetch("/index.html", { cache: "no-cache" });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const assetCache = await caches.open(ASSET_CACHE);
  await Promise.all(assets.map((url) => assetCache.add(url).catch(() => undefined)));
  const shell = await caches.open(SHELL_CACHE);
  await shell.put("/index.html", response);
  await shell.addAll(STATIC_FILES);
  shellFetchedAt = Date.now();
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !KEEP.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** A navigation: the network first; offline, the cached app shell (the app shows its offline banner), else the offline page. */
async function navigate(request) {
  try {
    const response = await fetch(request);
    if (Date.now() - shellFetchedAt > SHELL_REFRESH_MS) cacheShell().catch(() => undefined);
    return response;
  } catch {
    const shell = await caches.open(SHELL_CACHE);
    return (await shell.match("/index.html")) || (await shell.match("/offline.html")) || Response.error();
  }
}

/** Hashed assets never change, so the cached copy is always right; other static files are tried online first. */
async function staticFile(request, url) {
  if (url.pathname.startsWith("/assets/")) {
    const cached = await caches.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) (await caches.open(ASSET_CACHE)).put(request, response.clone()).catch(() => undefined);
    return response;
  }
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(request)) || Response.error();
  }
}

/** The Web Share Target: keep what was shared (a link, text, files) and open /share, which hands it to the upload flow. */
async function receiveShare(request) {
  const form = await request.formData();
  const inbox = await caches.open(SHARE_CACHE);
  for (const key of await inbox.keys()) await inbox.delete(key);
  const files = form.getAll("file").filter((value) => typeof value === "object");
  await Promise.all(files.map((file, i) => inbox.put(`/share-inbox/file-${i}`, new Response(file, { headers: { "content-type": file.type || "application/octet-stream" } }))));
  const meta = {
    title: String(form.get("title") || ""),
    text: String(form.get("text") || ""),
    url: String(form.get("url") || ""),
    files: files.map((file, i) => ({ key: `/share-inbox/file-${i}`, name: file.name, type: file.type })),
  };
  await inbox.put("/share-inbox/meta", new Response(JSON.stringify(meta), { headers: { "content-type": "application/json" } }));
  return Response.redirect("/share", 303);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && url.pathname === "/share-target") {
    event.respondWith(receiveShare(request));
    return;
  }
  // Never the API (users' data, sessions), never anything but GET: those go to the network untouched.
  if (request.method !== "GET" || url.pathname.startsWith("/api/") || url.pathname === "/health") return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(request));
    return;
  }
  if (url.pathname.startsWith("/assets/") || STATIC_FILES.includes(url.pathname) || url.pathname.startsWith("/icons/")) {
    event.respondWith(staticFile(request, url));
  }
});
