/**
 * Register the service worker (public/sw.js, docs/decisions/0023) once the page has loaded, so it
 * never competes with the first render. Only in a built app: Vite's dev server serves modules the
 * worker must not cache.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err: unknown) => console.error("The service worker could not be registered.", err));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
