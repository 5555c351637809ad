import { useEffect, useRef } from "react";
import { useConsent } from "@/features/consent";
import { loadScript, useSiteEmbeds } from "../site-embeds";

/**
 * The operator's ad pixel: loaded only when one is configured (AD_PIXEL_URL) and the visitor allowed
 * marketing. A loaded script cannot be unloaded, so withdrawing marketing consent reloads the page
 * without it: from then on nothing of the pixel runs.
 */
export function AdPixel() {
  const allowed = useConsent()?.marketing === true;
  const pixelUrl = useSiteEmbeds(allowed).data?.ad_pixel_url ?? null;
  const loaded = useRef(false);
  useEffect(() => {
    if (!pixelUrl) return;
    if (allowed) {
      loadScript(pixelUrl);
      loaded.current = true;
    } else if (loaded.current) {
      window.location.reload();
    }
  }, [pixelUrl, allowed]);
  return null;
}
