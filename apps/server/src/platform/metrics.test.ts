import { describe, expect, it } from "vitest";
import { renderMetrics, reportQueueDepthFrom } from "./metrics.ts";

describe("the queue depth in the metrics", () => {
  it("is read from the queue when scraped, and left out (not failing the scrape) when the queue cannot answer", async () => {
    const stop = reportQueueDepthFrom(async () => [{ kind: "ingest-document", queued: 3, active: 1 }]);
    let { body } = await renderMetrics();
    expect(body).toContain('folio_jobs{kind="ingest-document",state="queued"} 3');
    expect(body).toContain('folio_jobs{kind="ingest-document",state="active"} 1');
    stop();

    const stopFailing = reportQueueDepthFrom(() => Promise.reject(new Error("database unreachable")));
    ({ body } = await renderMetrics());
    expect(body).not.toContain("folio_jobs{");
    expect(body).toContain("folio_http_requests_total");
    stopFailing();
  });
});
