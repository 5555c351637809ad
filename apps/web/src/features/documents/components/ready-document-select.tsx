import { useQuery } from "@tanstack/react-query";
import { documentDisplayName, documentRoutes } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Select, SelectContent, SelectItem, SelectTrigger } from "@/components/ui/select";
import { callApi, errorDetail } from "@/lib/api-client";
import { documentKeys } from "../api";

interface ReadyDocumentSelectProps {
  /** The trigger's id, for the Label or Field that names it. */
  id: string;
  value: string;
  onChange(docId: string): void;
  disabled?: boolean;
}

/** A choice among the user's documents that are ready (newest first): the source of a summary or a podcast. */
export function ReadyDocumentSelect({ id, value, onChange, disabled }: ReadyDocumentSelectProps) {
  const docs = useQuery({
    queryKey: [...documentKeys.all, "ready-picker"],
    queryFn: () => callApi(documentRoutes.list, { query: { page: 1, page_size: 100, order: "desc" } }),
  });
  if (docs.isError) return <Alert tone="error">{errorDetail(docs.error)}</Alert>;
  const ready = (docs.data?.documents ?? []).filter((d) => d.status === "ready");
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} placeholder={docs.isPending ? "Loading documents…" : ready.length ? "Choose a document" : "No document is ready yet"} />
      <SelectContent>
        {ready.map((d) => (
          <SelectItem key={d.doc_id} value={d.doc_id}>
            {documentDisplayName(d)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
