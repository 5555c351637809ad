import { BookOpen } from "lucide-react";
import type { DocumentMetadata } from "@folio/contract";

/** A document's reference metadata (from Zotero), in one line under the document's toolbar. */
export function ReferenceLine({ metadata }: { metadata: DocumentMetadata }) {
  const who = metadata.creators.length > 3 ? `${metadata.creators.slice(0, 3).join(", ")} et al.` : metadata.creators.join(", ");
  return (
    <section aria-label="Reference" className="flex items-start gap-2 border-b px-3 py-2 text-sm">
      <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p className="min-w-0 break-words">
        {who && <span>{who} </span>}
        {metadata.year !== null && <span>({metadata.year}). </span>}
        <cite className="font-medium not-italic">{metadata.title}</cite>
        <span className="text-muted-foreground"> · {metadata.item_type}</span>
        {metadata.doi && (
          <>
            {" · "}
            <a className="break-all text-primary underline-offset-4 hover:underline" href={`https://doi.org/${encodeURIComponent(metadata.doi).replace(/%2F/g, "/")}`} target="_blank" rel="noreferrer">
              doi:{metadata.doi}
            </a>
          </>
        )}
      </p>
    </section>
  );
}
