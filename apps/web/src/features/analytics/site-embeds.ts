import { useQuery } from "@tanstack/react-query";
import type { SiteEmbeds } from "@folio/contract";

/**
 * The third-party embeds the operator configured (the ad pixel, the one-tap prompt's client id); fixed
 * while the server runs. Asked only when something would use the answer (`enabled`).
 */
export function useSiteEmbeds(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ["site-embeds"],
    queryFn: async (): Promise<SiteEmbeds> => {
      const [{ analyticsRoutes }, { callApi }] = await Promise.all([import("@folio/contract"), import("@/lib/api-client")]);
      return callApi(analyticsRoutes.embeds);
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** Adds a third-party script to the page once (the same address is never loaded twice). */
export function loadScript(src: string, onLoad?: () => void): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing) {
    if (onLoad) {
      if (existing.dataset.loaded) onLoad();
      else existing.addEventListener("load", onLoad, { once: true });
    }
    return existing;
  }
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.addEventListener("load", () => {
    script.dataset.loaded = "1";
    onLoad?.();
  });
  document.head.append(script);
  return script;
}
