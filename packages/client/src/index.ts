export { FolioClient, type Answer, type AskOptions, type ChatTarget, type WaitOptions } from "./client.ts";
export { FolioError } from "./folio-error.ts";
export type { ChatEvent } from "./chat-stream.ts";
export type { FolioClientOptions } from "./http.ts";
