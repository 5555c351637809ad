import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default (now()). */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Accounts: registered users have an e-mail; anonymous ones (ids prefixed anon_) do not. */
export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  is_anonymous: boolean;
  is_active: Generated<boolean>;
  email_verified_at: NullableTimestamp;
  first_name: string | null;
  last_name: string | null;
  profession: string | null;
  profile_image_key: string | null;
  profile_completed_at: NullableTimestamp;
  plan: Generated<string>;
  unlimited: Generated<boolean>;
  google_sub: string | null;
  /** The operator role: admin views and APIs (granted by the CLI). */
  is_admin: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A session is stored by the SHA-256 of its token, never the token itself. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  last_used_at: DefaultTimestamp;
  user_agent: string | null;
}

/** One-time tokens sent by e-mail (password reset, e-mail verification), stored hashed. */
export interface AuthTokensTable {
  id: string;
  user_id: string;
  purpose: "reset" | "verify";
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

/** Fixed-window counters for rate limits (login attempts, anonymous users per address). */
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** A stored file owned by a user; the bytes live in the content-addressed blob store. */
export interface BlobRefsTable {
  id: string;
  user_id: string;
  hash: string;
  kind: string;
  content_type: string;
  size_bytes: number;
  created_at: DefaultTimestamp;
}

/** E-mails written when no SMTP server is configured, for the operator to read. */
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: DefaultTimestamp;
}

/** A session recording (one page view's), with its totals; the events are in recording_batches. */
export interface RecordingsTable {
  id: string;
  user_id: string;
  client_id: string;
  page: string;
  event_count: Generated<number>;
  byte_count: Generated<number>;
  started_at: DefaultTimestamp;
  last_event_at: DefaultTimestamp;
}

/** One batch of a recording: the JSON array of rrweb events as sent. */
export interface RecordingBatchesTable {
  recording_id: string;
  sequence: number;
  events_json: string;
}

/** A user's conversation with support (one per user), answered by e-mail to `email`. */
export interface SupportConversationsTable {
  id: string;
  user_id: string;
  email: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface SupportMessagesTable {
  id: string;
  conversation_id: string;
  author: "user" | "operator";
  operator_id: string | null;
  body: string;
  context: string | null;
  created_at: DefaultTimestamp;
}

export interface OidcStatesTable {
  state: string;
  code_verifier: string;
  nonce: string;
  next_path: string;
  created_at: DefaultTimestamp;
}

/** Server-wide values generated once (e.g. the URL-signing secret), shared by every instance. */
export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface DocumentsTable {
  id: string;
  user_id: string;
  name: string;
  custom_file_name: string | null;
  file_type: string;
  size_bytes: number;
  file_ref_id: string | null;
  index_ref_id: string | null;
  source_url: string | null;
  status: "queued" | "processing" | "ready" | "failed";
  progress: Generated<number>;
  stage: string | null;
  error: string | null;
  job_id: string | null;
  /** Set when the user cancelled the processing (the job stops; status and error say so to people). */
  cancelled_at: NullableTimestamp;
  page_count: number | null;
  unit_kind: string | null;
  title: string | null;
  language: string | null;
  report: ColumnType<unknown, string | null | undefined, string | null>;
  ocr_units: Generated<number>;
  warnings: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  ready_at: NullableTimestamp;
  /** The API key that uploaded it (its pages count against the API plan), else null. */
  api_key_id: string | null;
  /** Pages counted against the API plan so far (0 for a document not uploaded with a key). */
  api_pages: Generated<number>;
  /** Reference metadata (contract DocumentMetadata) of an imported Zotero item, BibTeX or RIS entry; else null. */
  metadata: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A document's text by locator unit (page, slide, chapter, section, row block). */
export interface DocumentUnitsTable {
  document_id: string;
  unit: number;
  kind: string;
  label: string;
  text: string;
  source: "text" | "ocr";
}

/** Retrieval chunks; each lies inside one unit, at [char_start, char_end) of its text. */
export interface ChunksTable {
  id: string;
  document_id: string;
  unit: number;
  ordinal: number;
  text: string;
  char_start: number;
  char_end: number;
  embedding: Uint8Array | null;
  embedder_id: string | null;
}

/** The background (re-)embedding for one embedder id (migration 0003). */
export interface EmbeddingRunsTable {
  embedder_id: string;
  status: "running" | "done" | "failed";
  total: number;
  done: number;
  error: string | null;
  started_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  finished_at: Date | null;
}

/** A conversation on one document or one folder (knowledge base). */
export interface ConversationsTable {
  id: string;
  user_id: string;
  name: string;
  /** True once the user named it: the first question no longer names it. */
  renamed: Generated<boolean>;
  doc_id: string | null;
  knowledge_base_id: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** One question or answer; an answer keeps its citations ({n, doc_id, doc_name, locator, quote, verified}). */
export interface MessagesTable {
  id: string;
  conversation_id: string;
  seq: Generated<string>;
  role: "user" | "assistant";
  content: string;
  citations: ColumnType<unknown, string | undefined, string>;
  status: Generated<"complete" | "stopped">;
  model_name: string | null;
  language: string | null;
  feedback_expression: "LIKE" | "DISLIKE" | null;
  feedback_details: string | null;
  feedback_issue: string | null;
  created_at: DefaultTimestamp;
}

/** An answer while it streams: its text so far and the lease of the process writing it (decision 0041). */
export interface PendingAnswersTable {
  /** The id the stored answer message will have. */
  id: string;
  conversation_id: string;
  question_id: string;
  model_name: string;
  language: string;
  length: string | null;
  sniper: Generated<boolean>;
  at_documents: ColumnType<unknown, string | undefined, string>;
  text: Generated<string>;
  lease_owner: string;
  lease_expires_at: Timestamp;
  /** Credits the question was charged: given back when the answer fails (migration 0031). */
  credits: Generated<number>;
  created_at: DefaultTimestamp;
}

/** A two-host audio episode made from a conversation, a document or a folder (podcasts feature). */
export interface PodcastsTable {
  id: string;
  user_id: string;
  name: string;
  source: "CONVERSATION" | "DOCUMENT" | "FOLDER";
  source_id: string;
  language: Generated<string>;
  status: "QUEUED" | "WRITING" | "SPEAKING" | "COMPLETED" | "FAILED";
  progress: Generated<number>;
  error: string | null;
  job_id: string | null;
  /** Set when the user cancelled the podcast (the job stops; status and error say so to people). */
  cancelled_at: NullableTimestamp;
  audio_ref_id: string | null;
  duration_s: number | null;
  peaks: ColumnType<unknown, string | undefined, string>;
  chapters: ColumnType<unknown, string | undefined, string>;
  script: ColumnType<unknown, string | undefined, string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A saved summary of a document or of pasted text (summaries feature). */
export interface SummariesTable {
  id: string;
  user_id: string;
  source: "DOCUMENT" | "TEXT";
  doc_id: string | null;
  doc_name: string | null;
  source_text: string | null;
  name: string;
  prompt: string | null;
  format: string;
  length: string;
  language: string;
  model_name: string;
  credits: Generated<number>;
  status: "QUEUED" | "SUMMARISING" | "COMPLETED" | "FAILED";
  progress: Generated<number>;
  error: string | null;
  job_id: string | null;
  /** Set when the user cancelled the summary (the job stops; status and error say so to people). */
  cancelled_at: NullableTimestamp;
  text: Generated<string>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A literature review made as a job (literature-reviews feature); `result` holds its sections and references. */
export interface LiteratureReviewsTable {
  id: string;
  user_id: string;
  topic: string;
  folder_id: string | null;
  doc_ids: ColumnType<unknown, string, string>;
  style: string;
  language: string;
  model_name: string;
  status: "queued" | "processing" | "ready" | "failed";
  progress: Generated<number>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  job_id: string | null;
  cancelled_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** A review of a Zotero collection: its library ("user", "group:<id>") and key, and the import it waits for. */
  zotero_library: ColumnType<string | null, string | null | undefined, string | null>;
  zotero_collection: ColumnType<string | null, string | null | undefined, string | null>;
  zotero_import_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Credits its start charged (a credit model's), given back once if it fails for good. */
  credits: Generated<number>;
}

/** Per user, limit and UTC day: how many times the limit was used (plans feature). */
export interface UsageCountersTable {
  user_id: string;
  key: string;
  day: ColumnType<string, string, string>;
  count: number;
}

/** Credits for models that cost credits; never negative (a check constraint). */
export interface CreditBalancesTable {
  user_id: string;
  credits: Generated<number>;
  updated_at: DefaultTimestamp;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan_type: string;
  product: "WEB" | "API";
  period: "MONTHLY" | "YEARLY";
  status: "Pending" | "Trialing" | "Active" | "Cancelled" | "Failed" | "Expired";
  trial: Generated<"none" | "free" | "paid">;
  provider: "stripe" | "test";
  provider_ref: string | null;
  cancel_at_period_end: Generated<boolean>;
  current_period_end: NullableTimestamp;
  last_event_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface CheckoutSessionsTable {
  id: string;
  user_id: string;
  kind: "subscription" | "one_time";
  plan_type: string | null;
  period: "MONTHLY" | "YEARLY" | null;
  trial: Generated<"none" | "free" | "paid">;
  quantity: number | null;
  amount_cents: number;
  provider: "stripe" | "test";
  provider_ref: string | null;
  status: Generated<"open" | "complete" | "failed">;
  /** The payment that completed it (a PaymentIntent or invoice id at Stripe), matched by refunds and disputes. */
  payment_ref: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
}

export interface BillingHistoryTable {
  id: string;
  user_id: string;
  type: "subscription" | "one_time" | "trial" | "refund";
  description: string;
  amount_cents: number;
  status: "paid" | "failed";
  provider_ref: string | null;
  created_at: DefaultTimestamp;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: DefaultTimestamp;
}

/** A folder (knowledge base) of the user's documents; share_id is its live public link, if any. */
export interface KnowledgeBasesTable {
  id: string;
  user_id: string;
  name: string;
  knowledge_base_type: ColumnType<"FOLDER" | "MULTI_DOC", "FOLDER" | "MULTI_DOC" | undefined, "FOLDER" | "MULTI_DOC">;
  share_id: string | null;
  shared_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Changed by the database's triggers whenever what a search of the folder reads may have (migration 0033, decision 47); never written by code. */
  contents_version: ColumnType<number, never, never>;
}

export interface KnowledgeBaseDocumentsTable {
  knowledge_base_id: string;
  document_id: string;
  added_at: DefaultTimestamp;
}

/** A developer API key, stored by the SHA-256 of its secret; its scope narrows what it reaches. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  key_type: "DEVELOPMENT" | "PRODUCTION";
  prefix: string;
  hash: string;
  scope_knowledge_base_id: string | null;
  /** A JSON array of document ids, or null for no narrowing. */
  scope_doc_ids: ColumnType<string[] | null, string | null | undefined, string | null>;
  read_only: Generated<boolean>;
  created_at: DefaultTimestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface OAuthClientsTable {
  id: string;
  name: string;
  redirect_uris: ColumnType<string[], string, string>;
  created_at: DefaultTimestamp;
}

export interface OAuthGrantsTable {
  id: string;
  client_id: string;
  user_id: string;
  created_at: DefaultTimestamp;
  last_used_at: NullableTimestamp;
}

export interface OAuthCodesTable {
  hash: string;
  grant_id: string;
  redirect_uri: string;
  code_challenge: string;
  resource: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
}

export interface OAuthTokensTable {
  hash: string;
  grant_id: string;
  kind: "access" | "refresh";
  resource: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  rotated_at: NullableTimestamp;
}

/** A mobile app's device ID: its pairing secret (hashed), the account it is linked to and the session it was given. */
export interface MobileDevicesTable {
  id: string;
  poll_secret_hash: string | null;
  user_id: string | null;
  session_id: string | null;
  created_at: DefaultTimestamp;
  linked_at: NullableTimestamp;
  session_issued_at: NullableTimestamp;
}

/** A user's Zotero connection; the API key only encrypted (features/zotero/key-cipher.ts). */
export interface ZoteroConnectionsTable {
  user_id: string;
  zotero_user_id: string;
  username: string | null;
  key_ciphertext: string;
  created_at: DefaultTimestamp;
}

/** An OAuth 1.0a request token waiting for Zotero's redirect back; its secret encrypted. */
export interface ZoteroOAuthRequestsTable {
  token: string;
  token_secret_ciphertext: string;
  user_id: string;
  created_at: DefaultTimestamp;
}

/** A Zotero collection import (a tracked job). */
export interface ZoteroImportsTable {
  id: string;
  user_id: string;
  library: string;
  collection_key: string;
  folder_id: string | null;
  status: Generated<"queued" | "running" | "done" | "failed">;
  progress: Generated<number>;
  total: Generated<number>;
  imported: Generated<number>;
  skipped: Generated<number>;
  doc_ids: ColumnType<unknown, string | undefined, string>;
  error: string | null;
  cancelled_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A BibTeX or RIS entry waiting for (or matched with) its PDF. */
export interface ReferenceEntriesTable {
  id: string;
  user_id: string;
  metadata: ColumnType<unknown, string, string>;
  file_names: ColumnType<unknown, string, string>;
  title_key: string;
  document_id: string | null;
  created_at: DefaultTimestamp;
}

/** A watched Zotero collection and the library version it was last seen at. */
export interface ZoteroWatchesTable {
  id: string;
  user_id: string;
  library: string;
  collection_key: string;
  folder_id: string | null;
  last_version: number | null;
  last_checked_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

/** One product analytics event (docs/decisions/0034): a page view, sign-up, upload, chat or purchase. */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  kind: string;
  user_id: string | null;
  visitor_id: string | null;
  path: string | null;
  created_at: DefaultTimestamp;
}

export interface ReferralCodesTable {
  user_id: string;
  code: string;
  created_at: DefaultTimestamp;
}

export interface ReferralsTable {
  id: string;
  referrer_id: string;
  referred_user_id: string;
  created_at: DefaultTimestamp;
}

/** Owed until paid out; cancelled when its purchase was refunded or disputed before that. */
export type CommissionStatus = "owed" | "paid" | "cancelled";

export interface ReferralCommissionsTable {
  id: string;
  referrer_id: string;
  referral_id: string | null;
  checkout_id: string;
  purchase_cents: number;
  commission_cents: number;
  status: ColumnType<CommissionStatus, CommissionStatus | undefined, CommissionStatus>;
  paid_at: Date | null;
  /** When and why a commission was cancelled (its purchase refunded or disputed). */
  cancelled_at: NullableTimestamp;
  cancel_reason: ColumnType<"refund" | "dispute" | null, "refund" | "dispute" | null | undefined, "refund" | "dispute" | null>;
  created_at: DefaultTimestamp;
}

export interface Database {
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  referral_commissions: ReferralCommissionsTable;
  reference_entries: ReferenceEntriesTable;
  zotero_watches: ZoteroWatchesTable;
  zotero_connections: ZoteroConnectionsTable;
  zotero_imports: ZoteroImportsTable;
  zotero_oauth_requests: ZoteroOAuthRequestsTable;
  api_keys: ApiKeysTable;
  mobile_devices: MobileDevicesTable;
  oauth_clients: OAuthClientsTable;
  oauth_grants: OAuthGrantsTable;
  oauth_codes: OAuthCodesTable;
  oauth_tokens: OAuthTokensTable;
  usage_counters: UsageCountersTable;
  credit_balances: CreditBalancesTable;
  subscriptions: SubscriptionsTable;
  checkout_sessions: CheckoutSessionsTable;
  billing_history: BillingHistoryTable;
  webhook_events: WebhookEventsTable;
  documents: DocumentsTable;
  document_units: DocumentUnitsTable;
  chunks: ChunksTable;
  embedding_runs: EmbeddingRunsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  pending_answers: PendingAnswersTable;
  podcasts: PodcastsTable;
  summaries: SummariesTable;
  literature_reviews: LiteratureReviewsTable;
  knowledge_bases: KnowledgeBasesTable;
  knowledge_base_documents: KnowledgeBaseDocumentsTable;
  app_settings: AppSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  rate_limits: RateLimitsTable;
  blob_refs: BlobRefsTable;
  outbox: OutboxTable;
  recordings: RecordingsTable;
  recording_batches: RecordingBatchesTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  oidc_states: OidcStatesTable;
  analytics_events: AnalyticsEventsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type DocumentRow = Selectable<DocumentsTable>;
