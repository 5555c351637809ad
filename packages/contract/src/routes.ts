import type { RouteDef } from "./route.ts";
import { accountRoutes } from "./accounts.ts";
import { documentRoutes } from "./documents.ts";
import { bookRoutes } from "./books.ts";
import { retrievalRoutes } from "./retrieval.ts";
import { chatRoutes } from "./chat.ts";
import { billingRoutes } from "./billing.ts";
import { referralRoutes } from "./referrals.ts";
import { podcastRoutes } from "./podcasts.ts";
import { summaryRoutes } from "./summaries.ts";
import { literatureReviewRoutes } from "./literature-reviews.ts";
import { folderRoutes } from "./folders.ts";
import { apiKeyRoutes } from "./api-keys.ts";
import { toolRouteList } from "./tools.ts";
import { openaiCompatRoutes } from "./openai-compat.ts";
import { mcpRoutes } from "./mcp.ts";
import { mobileRoutes } from "./mobile.ts";
import { analyticsRoutes } from "./analytics.ts";
import { zoteroRoutes } from "./zotero.ts";
import { recordingRoutes } from "./recordings.ts";
import { supportRoutes } from "./support.ts";

/** Every route of the contract, for the OpenAPI document and the server's coverage test. */
export const allRoutes: RouteDef[] = [...Object.values(accountRoutes), ...Object.values(documentRoutes), ...Object.values(bookRoutes), ...Object.values(retrievalRoutes), ...Object.values(chatRoutes), ...Object.values(billingRoutes), ...Object.values(referralRoutes), ...Object.values(podcastRoutes), ...Object.values(folderRoutes), ...Object.values(summaryRoutes), ...Object.values(apiKeyRoutes), ...toolRouteList, ...Object.values(openaiCompatRoutes), ...Object.values(mcpRoutes), ...Object.values(mobileRoutes), ...Object.values(analyticsRoutes), ...Object.values(zoteroRoutes), ...Object.values(literatureReviewRoutes), ...Object.values(recordingRoutes), ...Object.values(supportRoutes)];
