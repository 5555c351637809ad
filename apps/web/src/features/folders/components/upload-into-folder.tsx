import { useRef, useState } from "react";
import { FileUp } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { notifyIfUpgrade } from "@/lib/upgrade-error";
import { documentKeys, uploadDocument, ACCEPT_ATTRIBUTE, pickOne, validateFile } from "@/features/documents";
import { folderKeys } from "../api";

/** Upload one file straight into the folder (POST /api/documents with knowledge_base_id). */
export function UploadIntoFolder({ folderId }: { folderId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const qc = useQueryClient();

  const send = (files: FileList | null) => {
    const { file, error } = pickOne(files ?? []);
    if (input.current) input.current.value = "";
    if (error) return void toast.error(error);
    if (!file) return;
    const invalid = validateFile(file, null);
    if (invalid) return void toast.error(invalid);
    setProgress(0);
    uploadDocument(file, setProgress, { knowledgeBaseId: folderId })
      .promise.then(() => {
        toast.success("Uploaded into the folder", file.name);
        void qc.invalidateQueries({ queryKey: folderKeys.all });
        void qc.invalidateQueries({ queryKey: documentKeys.all });
      })
      .catch((err: unknown) => {
        if (err instanceof DOMException && err.name === "AbortError") return;
        notifyIfUpgrade(err);
        toast.error(errorDetail(err));
      })
      .finally(() => setProgress(null));
  };

  return (
    <>
      <input ref={input} type="file" accept={ACCEPT_ATTRIBUTE} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => send(e.target.files)} data-testid="folder-upload-input" />
      <Button variant="outline" className="w-full" loading={progress !== null} onClick={() => input.current?.click()}>
        <FileUp aria-hidden="true" /> {progress === null ? "Upload into this folder" : `Uploading… ${progress}%`}
      </Button>
    </>
  );
}
