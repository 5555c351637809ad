import { useEffect } from "react";

/**
 * Register the service worker (public/sw.js, docs/decisions/0023) once the page has loaded, so it
 * never competes with the first render. Only in a built app: Vite's dev server serves modules the
 * worker must not cache.
 */
function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err: unknown) => console.error("The service worker could not be registered.", err));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * The installable app's pages register the worker: the signed-in app and the phone's pairing page.
 * The public site's pages do not (docs/decisions/0053): installing it caches the app's whole shell,
 * about a megabyte of scripts a visitor reading the pricing or a book page never runs, fetched
 * while that page is still starting.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker();
  }, []);
}
