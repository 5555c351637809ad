import { useState, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { CITATION_STYLES, type CitationStyle, type LiteratureReview, type ReviewCitation } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/option-select";
import { ListSkeleton, LoadError } from "@/components/list-states";
import { errorDetail } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download";
import { fetchReviewExport, useDeleteReview, useReview, useReviewList, useStartReview } from "../review-api";
import { NO_SOURCE, ReviewSources, sourceBody, type SourceChoice } from "./review-sources";

const STYLE_LABELS: Record<CitationStyle, string> = { APA: "APA", MLA: "MLA", CHICAGO: "Chicago", HARVARD: "Harvard", IEEE: "IEEE" };
const FORMATS = [
  ["pdf", "PDF"],
  ["docx", "Word"],
  ["md", "Markdown"],
  ["bib", "BibTeX"],
] as const;

/** Text with [n] markers as links that open the cited page in the viewer, the quote highlighted. */
function withCitations(text: string, citations: ReviewCitation[]): ReactNode[] {
  return text.split(/(\[\d+\])/).map((part, i) => {
    const n = /^\[(\d+)\]$/.exec(part)?.[1];
    const c = n ? citations.find((x) => x.n === Number(n)) : undefined;
    if (!c) return part.replace(/\*\*/g, "");
    return (
      <Link key={i} to="/documents/$docId" params={{ docId: c.doc_id }} search={{ unit: c.locator.unit, quote: c.quote }} className="text-primary underline-offset-2 hover:underline" title={`${c.locator.label}: “${c.quote}”`}>
        [{c.n}]
      </Link>
    );
  });
}

function SectionBody({ text, citations }: { text: string; citations: ReviewCitation[] }) {
  const lines = text.split("\n").filter((l) => l.trim());
  const table = lines.filter((l) => l.startsWith("|") && !/^\|\s*-/.test(l)).map((l) => l.split("|").slice(1, -1).map((c) => c.trim()));
  if (table.length > 0) {
    return (
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-left text-xs">
          <thead>
            <tr>{table[0]!.map((h) => <th key={h} scope="col" className="border-b p-2 font-semibold">{h}</th>)}</tr>
          </thead>
          <tbody>
            {table.slice(1).map((row, r) => (
              <tr key={r} className="align-top">{row.map((cell, c) => <td key={c} className="border-b p-2">{withCitations(cell, citations)}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      {lines.map((l, i) =>
        l.startsWith("### ") ? (
          <h4 key={i} className="mt-2 font-semibold">{l.slice(4)}</h4>
        ) : l.startsWith("- ") ? (
          <p key={i} className="pl-4 -indent-3">• {withCitations(l.slice(2), citations)}</p>
        ) : (
          <p key={i}>{withCitations(l, citations)}</p>
        ),
      )}
    </div>
  );
}

function ReviewView({ review }: { review: LiteratureReview }) {
  const [exportError, setExportError] = useState<string | null>(null);
  const download = async (format: (typeof FORMATS)[number][0]) => {
    setExportError(null);
    try {
      const file = await fetchReviewExport(review.review_id, format);
      downloadBlob(file.blob, file.fileName);
    } catch (err) {
      setExportError(errorDetail(err));
    }
  };
  if (review.status === "failed") return <p role="alert" className="text-destructive">{review.error ?? "The review could not be made."}</p>;
  if (review.status !== "ready") {
    return (
      <div className="grid gap-2" aria-live="polite">
        <p>{review.zotero && review.document_ids.length === 0 ? "Importing the Zotero collection…" : "Writing the review…"} {review.progress}%</p>
        <progress className="w-full" max={100} value={review.progress} aria-label="Review progress" />
      </div>
    );
  }
  return (
    <article className="grid gap-4 text-sm leading-relaxed" aria-label={`Literature review: ${review.topic}`}>
      <div className="flex flex-wrap gap-2">
        {FORMATS.map(([format, label]) => (
          <Button key={format} variant="outline" size="sm" onClick={() => void download(format)}>
            Download {label}
          </Button>
        ))}
      </div>
      {exportError && <p role="alert" className="text-destructive">{exportError}</p>}
      {review.sections.map((s) => (
        <section key={s.heading} className="grid gap-2">
          <h3 className="text-base font-semibold">{s.heading}</h3>
          <SectionBody text={s.text} citations={s.citations} />
        </section>
      ))}
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">References</h3>
        {review.references.map((r) => <p key={r.doc_id} className="pl-4 -indent-4">{r.formatted}</p>)}
      </section>
    </article>
  );
}

/** The writer for a signed-in user: topic, sources (folder, documents or Zotero collection; `folderId` chosen first), style, start; the review with its progress; saved reviews. */
export function LiteratureReviewWriter({ folderId }: { folderId?: string | undefined }) {
  const list = useReviewList(true);
  const start = useStartReview();
  const remove = useDeleteReview();
  const [topic, setTopic] = useState("");
  const [source, setSource] = useState<SourceChoice>(folderId ? { ...NO_SOURCE, folderId } : NO_SOURCE);
  const [style, setStyle] = useState<CitationStyle>("APA");
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useReview(openId);
  const sources = sourceBody(source);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (sources) start.mutate({ topic, style, ...sources }, { onSuccess: (r) => setOpenId(r.review_id) });
  };

  return (
    <div className="grid max-w-4xl gap-6">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1 sm:col-span-2">
          <Label htmlFor="review-topic">Topic</Label>
          <Input id="review-topic" value={topic} onChange={(e) => setTopic(e.target.value)} required maxLength={500} placeholder="e.g. urban heat island mitigation" />
        </div>
        <ReviewSources value={source} onChange={setSource} />
        <div className="grid gap-1">
          <Label htmlFor="review-style">Reference style</Label>
          <OptionSelect id="review-style" options={CITATION_STYLES} labels={STYLE_LABELS} value={style} onChange={setStyle} />
        </div>
        {start.isError && <p role="alert" className="text-sm text-destructive sm:col-span-2">{errorDetail(start.error)}</p>}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={start.isPending || !topic.trim() || !sources}>
            {start.isPending ? "Starting…" : "Write the review"}
          </Button>
        </div>
      </form>

      {openId && (open.data ? <ReviewView review={open.data} /> : open.isError ? <LoadError error={open.error} onRetry={() => void open.refetch()} /> : <ListSkeleton label="Loading the review" count={3} itemClassName="h-10 w-full" />)}

      <section className="grid gap-2" aria-labelledby="saved-reviews">
        <h2 id="saved-reviews" className="text-base font-semibold">Saved reviews</h2>
        {list.isPending ? (
          <ListSkeleton label="Loading reviews" count={2} itemClassName="h-10 w-full" />
        ) : list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reviews yet.</p>
        ) : (
          <ul className="grid gap-2">
            {list.data.reviews.map((r) => (
              <li key={r.review_id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
                <span>
                  {r.topic} <span className="text-muted-foreground">({r.status === "ready" ? new Date(r.date_time).toLocaleDateString() : `${r.status} ${r.progress}%`})</span>
                </span>
                <span className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setOpenId(r.review_id)}>Open</Button>
                  <Button size="sm" variant="outline" aria-label={`Delete the review “${r.topic}”`} disabled={remove.isPending} onClick={() => remove.mutate(r.review_id, { onSuccess: () => openId === r.review_id && setOpenId(null) })}>
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
