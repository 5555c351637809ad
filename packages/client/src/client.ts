import {
  apiKeyRoutes,
  chatRoutes,
  documentRoutes,
  folderRoutes,
  openaiCompatRoutes,
  retrievalRoutes,
  type BodyOf,
  type ChatLanguage,
  type Citation,
  type Document,
  type QueryOf,
  type ResponseOf,
  type V1ChatCompletion,
  type V1ChatCompletionBody,
  type V1ChatCompletionChunk,
} from "@folio/contract";
import { chatEvents, completionChunks, type ChatEvent } from "./chat-stream.ts";
import { FolioError } from "./folio-error.ts";
import { Http, type FolioClientOptions } from "./http.ts";

/** What a question is asked of: one document, or every document of a folder. */
export type ChatTarget = { docId: string } | { folderId: string };

export interface AskOptions {
  /** Continue this conversation; without it a new one is started. */
  chatId?: string;
  /** A chat model name (GET /api/chat/models); the server's default otherwise. */
  modelName?: string;
  language?: ChatLanguage;
  /** More documents of the library to add to the question's scope (the composer's @-mentions). */
  atDocuments?: string[];
  signal?: AbortSignal;
}

export interface Answer {
  text: string;
  citations: Citation[];
  /** The conversation the answer was stored in: pass it as chatId to ask a follow-up. */
  chatId: string | null;
}

export interface WaitOptions {
  intervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Folio's API, typed by the contract (@folio/contract): every path, parameter, body and response
 * type comes from its route table. Fetch-based, without Node-only APIs, so the same client serves
 * scripts, the MCP server and the browser extension. A failed call throws FolioError.
 *
 *   const folio = new FolioClient({ baseUrl: "http://localhost:3000", apiKey: process.env.FOLIO_API_KEY });
 *   const { doc_id } = await folio.documents.upload(file, { fileName: "paper.pdf" });
 *   await folio.documents.waitUntilReady(doc_id);
 *   const { text, citations } = await folio.chat.ask({ docId: doc_id }, "What is the main finding?");
 */
export class FolioClient {
  private readonly http: Http;

  constructor(options: FolioClientOptions) {
    this.http = new Http(options);
  }

  readonly documents = {
    list: (query: QueryOf<typeof documentRoutes.list> = {}) => this.http.json(documentRoutes.list, { query }),
    get: (id: string) => this.http.json(documentRoutes.get, { params: { id } }),
    /** Upload one file (a Blob or File); processing continues on the server: see waitUntilReady. */
    upload: (file: Blob, options: { fileName?: string; knowledgeBaseId?: string; signal?: AbortSignal } = {}) => {
      const form = new FormData();
      const name = options.fileName ?? (typeof File !== "undefined" && file instanceof File ? file.name : "document");
      form.append("file", file, name);
      if (options.knowledgeBaseId) form.append("knowledge_base_id", options.knowledgeBaseId);
      return this.http.json(documentRoutes.upload, { body: form, signal: options.signal });
    },
    importUrl: (url: string) => this.http.json(documentRoutes.importUrl, { body: { url } satisfies BodyOf<typeof documentRoutes.importUrl> }),
    rename: (id: string, customFileName: string) => this.http.json(documentRoutes.rename, { params: { id }, body: { custom_file_name: customFileName } satisfies BodyOf<typeof documentRoutes.rename> }),
    delete: (id: string) => this.http.json(documentRoutes.remove, { params: { id } }),
    /** The extracted text of one unit (page, slide, chapter, section, rows), 1-based. */
    content: (id: string, unit: number) => this.http.json(documentRoutes.content, { params: { id }, query: { unit } }),
    outline: (id: string) => this.http.json(documentRoutes.outline, { params: { id } }),
    /** The original file's bytes. */
    file: async (id: string) => (await this.http.send(documentRoutes.file, { params: { id } })).blob(),
    /**
     * Polls the document until it is ready; a failed one throws FolioError (422 document_failed) with
     * its error. Over the key's request rate (429) it waits as long as Retry-After says.
     */
    waitUntilReady: async (id: string, { intervalMs = 1000, timeoutMs = 300_000, signal }: WaitOptions = {}): Promise<Document> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const doc = await this.http.json(documentRoutes.get, { params: { id }, signal }).catch((err: unknown) => {
          if (err instanceof FolioError && err.status === 429) return err;
          throw err;
        });
        if (!(doc instanceof FolioError)) {
          if (doc.status === "ready") return doc;
          if (doc.status === "failed") throw new FolioError(422, "document_failed", doc.error ?? "The document could not be processed.");
        }
        const wait = doc instanceof FolioError ? (doc.retryAfterSeconds ?? 1) * 1000 : intervalMs;
        if (Date.now() + wait > deadline) throw new FolioError(408, "wait_timeout", `The document was not ready within ${timeoutMs} ms.`);
        await sleep(wait, signal);
      }
    },
  };

  readonly folders = {
    list: (query: QueryOf<typeof folderRoutes.list> = {}) => this.http.json(folderRoutes.list, { query }),
    get: (id: string, query: QueryOf<typeof folderRoutes.get> = {}) => this.http.json(folderRoutes.get, { params: { id }, query }),
    create: (body: BodyOf<typeof folderRoutes.create>) => this.http.json(folderRoutes.create, { body }),
    update: (id: string, body: BodyOf<typeof folderRoutes.update>) => this.http.json(folderRoutes.update, { params: { id }, body }),
    delete: (id: string) => this.http.json(folderRoutes.remove, { params: { id } }),
  };

  /** Passages of one document, several, a folder or the whole library, best first, with their locators. */
  retrieve(body: BodyOf<typeof retrievalRoutes.retrieve>): Promise<ResponseOf<typeof retrievalRoutes.retrieve>> {
    return this.http.json(retrievalRoutes.retrieve, { body });
  }

  /** Search the names and text of the caller's documents. */
  search(query: string): Promise<ResponseOf<typeof documentRoutes.search>> {
    return this.http.json(documentRoutes.search, { query: { query } });
  }

  readonly chat = {
    /** Ask a document or folder; resolves once the whole answer and its verified citations are in. */
    ask: async (target: ChatTarget, message: string, options: AskOptions = {}): Promise<Answer> => {
      const { events, chatId } = await this.openChat(target, message, options);
      let text = "";
      const citations: Citation[] = [];
      for await (const e of events) {
        if (e.type === "text") text += e.delta;
        else citations.push(e.citation);
      }
      return { text, citations, chatId };
    },
    /** Ask and read the answer as it is written: text deltas, then one citation event per source. */
    stream: async (target: ChatTarget, message: string, options: AskOptions = {}): Promise<{ events: AsyncGenerator<ChatEvent>; chatId: string | null }> =>
      this.openChat(target, message, options),
  };

  readonly apiKeys = {
    /** Revoke the key this client is made with (a connected extension disconnecting); it stops working at once. */
    revokeCurrent: () => this.http.json(apiKeyRoutes.revokeCurrent),
  };

  /** This calendar month's use of the API plan (messages, pages, documents). */
  apiUsage(): Promise<ResponseOf<typeof apiKeyRoutes.usage>> {
    return this.http.json(apiKeyRoutes.usage);
  }

  /** The OpenAI-compatible surface: documents and folders as models, chat completions with citations. */
  readonly v1 = {
    models: () => this.http.json(openaiCompatRoutes.models),
    model: (id: string) => this.http.json(openaiCompatRoutes.model, { params: { id } }),
    chatCompletion: (body: Omit<V1ChatCompletionBody, "stream">, signal?: AbortSignal): Promise<V1ChatCompletion> =>
      this.http.json(openaiCompatRoutes.chatCompletions, { body: { ...body, stream: false }, signal }),
    /** The answer as chunks; the last carries finish_reason "stop" and the citations. */
    chatCompletionStream: async (body: Omit<V1ChatCompletionBody, "stream">, signal?: AbortSignal): Promise<AsyncGenerator<V1ChatCompletionChunk>> => {
      const res = await this.http.send(openaiCompatRoutes.chatCompletions, { body: { ...body, stream: true }, signal });
      return completionChunks(streamOf(res), signal);
    },
  };

  private async openChat(target: ChatTarget, message: string, options: AskOptions) {
    const route = "docId" in target ? chatRoutes.chat : chatRoutes.knowledgeChat;
    const id = "docId" in target ? target.docId : target.folderId;
    const query: QueryOf<typeof chatRoutes.chat> = { chat_id: options.chatId, model_name: options.modelName, language: options.language };
    const body: BodyOf<typeof chatRoutes.chat> = { message, ...(options.atDocuments && { at_documents: options.atDocuments }) };
    const res = await this.http.send(route, { params: { id }, query, body, signal: options.signal });
    return { events: chatEvents(streamOf(res), options.signal), chatId: res.headers.get("x-chat-id") };
  }
}

function streamOf(res: Response): ReadableStream<Uint8Array> {
  if (!res.body) throw new FolioError(res.status, "empty_response", "The server answered without a body.");
  return res.body;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}
