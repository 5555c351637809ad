import { documentRoutes, type ResponseOf } from "@folio/contract";
import { ApiError, DEFAULT_ERROR_DETAIL, NETWORK_ERROR_DETAIL } from "@/lib/api-client";
import { sendExceedLimitEventIf } from "@/lib/support-events";
import { readSessionToken } from "@/lib/session-token";

export type Accepted = ResponseOf<typeof documentRoutes.upload>;

export interface UploadHandle {
  promise: Promise<Accepted>;
  abort: () => void;
}

/**
 * Send one file to POST /api/documents with upload progress. XMLHttpRequest, because fetch reports
 * no upload progress. Rejects with an ApiError carrying the server's message, or an AbortError.
 */
export function uploadDocument(file: File, onProgress: (percent: number) => void, opts: { knowledgeBaseId?: string } = {}): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Accepted>((resolve, reject) => {
    xhr.open("POST", documentRoutes.upload.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    const token = readSessionToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the generic message below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body as Accepted);
        return;
      }
      const detail = body && typeof body === "object" && "detail" in body && typeof body.detail === "string" ? body.detail : DEFAULT_ERROR_DETAIL;
      const code = body && typeof body === "object" && "code" in body && typeof body.code === "string" ? body.code : undefined;
      // Read by XHR for its progress, so not through toApiError: the spec's exceed-limit event is sent here.
      sendExceedLimitEventIf(detail);
      reject(new ApiError(xhr.status, detail, code));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_DETAIL));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    const form = new FormData();
    // The folder the document goes into (not the user's: 404; full: 402, the upload is refused).
    if (opts.knowledgeBaseId) form.append("knowledge_base_id", opts.knowledgeBaseId);
    form.append("file", file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
