/** What others use of analytics: the page-view tracker and ad pixel (root layout), the identity reset at logout, and the operator's embeds. */
export { PageViewTracker } from "./components/page-view-tracker";
export { AdPixel } from "./components/ad-pixel";
export { resetAnalytics } from "./visitor-id";
export { useSiteEmbeds, loadScript } from "./site-embeds";
