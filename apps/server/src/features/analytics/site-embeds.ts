import type { SiteEmbeds } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { oneTapClientId } from "../../platform/config.ts";

/** The third-party embeds the operator configured (the pages' CSP allows exactly these; decision 34). */
export function siteEmbeds(deps: AppDeps): SiteEmbeds {
  return { ad_pixel_url: deps.config.adPixelUrl, google_one_tap_client_id: oneTapClientId(deps.config) };
}
