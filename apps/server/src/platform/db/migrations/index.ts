import type { Migration } from "kysely/migration";
import * as accounts from "./0001-accounts.ts";
import * as documents from "./0002-documents.ts";
import * as embeddings from "./0003-embeddings.ts";
import * as chat from "./0004-chat.ts";
import * as folders from "./0005-folders.ts";
import * as plans from "./0006-plans.ts";
import * as summaries from "./0007-summaries.ts";
import * as podcasts from "./0008-podcasts.ts";
import * as jobCancellation from "./0009-job-cancellation.ts";
import * as apiKeys from "./0010-api-keys.ts";
import * as apiPages from "./0011-api-pages.ts";
import * as oauth from "./0012-oauth.ts";
import * as mobileDevices from "./0013-mobile-devices.ts";
import * as rateLimitsUnlogged from "./0014-rate-limits-unlogged.ts";
import * as zotero from "./0015-zotero.ts";
import * as zoteroImports from "./0016-zotero-imports.ts";
import * as referenceEntries from "./0017-reference-entries.ts";
import * as literatureReviews from "./0018-literature-reviews.ts";
import * as zoteroWatches from "./0019-zotero-watches.ts";
import * as analytics from "./0020-analytics.ts";
import * as recordingsSupport from "./0021-recordings-support.ts";
import * as referrals from "./0022-referrals.ts";
import * as reviewZoteroSource from "./0025-review-zotero-source.ts";
import * as pendingAnswers from "./0028-pending-answers.ts";
import * as stagedSearchVectors from "./0029-staged-search-vectors.ts";
import * as billingReversals from "./0030-billing-reversals.ts";
import * as pendingAnswerCredits from "./0031-pending-answer-credits.ts";
import * as folderContentsVersion from "./0033-folder-contents-version.ts";
import * as librarySearchFromTheLexicalIndex from "./0034-library-search-from-the-lexical-index.ts";

/** Every migration in order. Names sort; a new one gets the next number. */
export const migrations: Record<string, Migration> = {
  "0001-accounts": accounts,
  "0002-documents": documents,
  "0003-embeddings": embeddings,
  "0004-chat": chat,
  "0005-folders": folders,
  "0006-plans": plans,
  "0007-summaries": summaries,
  "0008-podcasts": podcasts,
  "0009-job-cancellation": jobCancellation,
  "0010-api-keys": apiKeys,
  "0011-api-pages": apiPages,
  "0012-oauth": oauth,
  "0013-mobile-devices": mobileDevices,
  "0014-rate-limits-unlogged": rateLimitsUnlogged,
  "0015-zotero": zotero,
  "0016-zotero-imports": zoteroImports,
  "0017-reference-entries": referenceEntries,
  "0018-literature-reviews": literatureReviews,
  "0019-zotero-watches": zoteroWatches,
  "0020-analytics": analytics,
  "0021-recordings-support": recordingsSupport,
  "0022-referrals": referrals,
  "0025-review-zotero-source": reviewZoteroSource,
  "0028-pending-answers": pendingAnswers,
  "0029-staged-search-vectors": stagedSearchVectors,
  "0030-billing-reversals": billingReversals,
  "0031-pending-answer-credits": pendingAnswerCredits,
  "0033-folder-contents-version": folderContentsVersion,
  "0034-library-search-from-the-lexical-index": librarySearchFromTheLexicalIndex,
};
