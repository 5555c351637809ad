import { API_KEY_LIMITS, API_PLANS, FREE_RETENTION_DAYS, UPLOAD_SIZE_MB, WEB_PLANS } from "@folio/contract/billing-plans";
import { FILE_TYPES, formatNumber } from "@folio/contract";
import type { Topic } from "@/lib/comparisons";

const { FREE, PREMIUM, PRO } = WEB_PLANS;
const usd = (n: number) => `$${n.toFixed(2)}`;
const count = (n: number | null) => (n === null ? "any number of" : formatNumber(n));

/** Folio's side of every comparison row, from the plan catalogue the server enforces. */
export const FOLIO_FACTS: Record<Topic, string> = {
  formats: `${FILE_TYPES.map((t) => t.toUpperCase()).join(", ")}; scanned pages are read with OCR. Files up to ${UPLOAD_SIZE_MB.FREE} MB and ${count(FREE.limits.pagesPerDocument)} pages free, ${UPLOAD_SIZE_MB.PREMIUM} MB and ${count(PREMIUM.limits.pagesPerDocument)} pages on Premium, ${UPLOAD_SIZE_MB.PRO} MB and ${count(PRO.limits.pagesPerDocument)} pages on Pro.`,
  limits: `Free: ${FREE.limits.documentsPerDay} document, ${FREE.limits.questionsPerDay} questions and ${FREE.limits.conversationsPerDay} conversations a day; documents kept ${FREE_RETENTION_DAYS} days. No card needed.`,
  citations: "Every answer cites the page, slide, chapter or row it came from; each quote is checked against the document and opens in the viewer with the passage marked.",
  answerModes: "Answers come from your documents' passages. Sniper mode (Premium, Pro, Enterprise) keeps only sentences that carry a verified citation.",
  models: `Free: ${FREE.aiModels.join(", ")}. Premium and Pro: ${PREMIUM.aiModels.join(", ")}.`,
  api: `A developer API with keys (${API_KEY_LIMITS.development} development, ${API_KEY_LIMITS.production} production): free ${API_PLANS.API_FREE.messages} messages and ${formatNumber(API_PLANS.API_FREE.pages)} pages a month; paid plans from ${usd(API_PLANS.API_PREMIUM.price ?? 0)} a month.`,
  plans: `Free; Premium ${usd(PREMIUM.price?.monthly ?? 0)} a month (${usd(PREMIUM.price?.yearly ?? 0)} billed yearly); Pro ${usd(PRO.price?.monthly ?? 0)} (${usd(PRO.price?.yearly ?? 0)} yearly); Enterprise by arrangement.`,
};
