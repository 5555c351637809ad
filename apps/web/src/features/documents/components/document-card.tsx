import { MoreVertical, Pencil, RotateCcw, Square, Trash2 } from "lucide-react";
import { documentDisplayName, type Document } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { DocumentName, FileTypeBadge } from "./document-title";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { isWorking } from "../api";
import { FILE_TYPE_LABELS, formatDate, formatFileSize, unitCount } from "../format";
import { ProgressBar, StatusBadge } from "./status-badge";

interface DocumentCardProps {
  doc: Document;
  onRename: (doc: Document) => void;
  onDelete: (doc: Document) => void;
  onRetry: (doc: Document) => void;
  onCancel: (doc: Document) => void;
}

/** One document in the library: name (opens the viewer when ready), facts, status and its actions. */
export function DocumentCard({ doc, onRename, onDelete, onRetry, onCancel }: DocumentCardProps) {
  const name = documentDisplayName(doc);
  const working = isWorking(doc);
  const units = doc.page_count ? unitCount(doc.unit_kind, doc.page_count) : null;
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:p-4" aria-label={name}>
      <div className="flex items-start gap-3">
        <FileTypeBadge fileType={doc.file_type} />
        <div className="min-w-0 flex-1">
          <DocumentName docId={doc.doc_id} name={name} ready={doc.status === "ready"} />
          <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <span>{FILE_TYPE_LABELS[doc.file_type]}</span>
            <span>{formatFileSize(doc.size_bytes)}</span>
            {units && <span>{units}</span>}
            <span>{formatDate(doc.date_time)}</span>
          </p>
        </div>
        <StatusBadge doc={doc} />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${name}`}>
              <MoreVertical />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onRename(doc)}>
              <Pencil /> Rename
            </DropdownMenuItem>
            {doc.status === "failed" && (
              <DropdownMenuItem onSelect={() => onRetry(doc)}>
                <RotateCcw /> Retry
              </DropdownMenuItem>
            )}
            {working && (
              <DropdownMenuItem onSelect={() => onCancel(doc)}>
                <Square /> Cancel processing
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => onDelete(doc)} className="text-destructive-text">
              <Trash2 /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {working && <ProgressBar value={doc.progress} label={`Processing ${name}`} />}
      {doc.status === "failed" && (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-destructive-text/5 px-3 py-2 text-sm">
          <p className="min-w-0 flex-1 text-destructive-text">{doc.error ?? "This document could not be read."}</p>
          <Button variant="outline" size="sm" onClick={() => onRetry(doc)}>
            <RotateCcw /> Retry
          </Button>
        </div>
      )}
    </li>
  );
}

