import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { ArrowUp, FileText, ImagePlus, Square, X } from "lucide-react";
import { CHAT_LANGUAGES, type ChatLanguage, type ChatModelList } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useChatDocuments } from "../api";
import { LANGUAGE_NAMES } from "../languages";
import { mentionAt, removeMention } from "../mention";
import { ModelPicker } from "./model-picker";
import { SniperToggle } from "./sniper-toggle";

/** What the server reads from a question's images (by OCR): at most 4, PNG or JPEG, 4 MB each. */
const MAX_IMAGES = 4;
const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
const IMAGE_TYPES = ["image/png", "image/jpeg"];

export interface MentionedDocument {
  doc_id: string;
  name: string;
}

interface ComposerProps {
  busy: boolean;
  onSend: (text: string, atDocuments: MentionedDocument[], images: File[]) => void;
  /** The conversation's own document, never offered as a mention. */
  ownDocId: string | null;
  onStop: () => void;
  /** The models for the user's plan (GET /api/chat/models), the one in use, and the plan's name. */
  models: ChatModelList | undefined;
  model: string;
  planName: string;
  onModelChange: (model: string) => void;
  language: ChatLanguage;
  onLanguageChange: (language: ChatLanguage) => void;
  /** Sniper mode: whether the plan includes it, whether it is on, and the change. */
  sniper: { allowed: boolean; on: boolean; onChange: (on: boolean) => void };
}

/** The question box: Enter sends, Shift+Enter adds a line, Esc stops an answer; model and language pickers and the sniper switch below. */
export function Composer({ busy, onSend, onStop, ownDocId, models, model, planName, onModelChange, language, onLanguageChange, sniper }: ComposerProps) {
  const [text, setText] = useState("");
  const [mentioned, setMentioned] = useState<MentionedDocument[]>([]);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [highlight, setHighlight] = useState(0);
  const [images, setImages] = useState<File[]>([]);
  const box = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const addImages = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    const wrongType = picked.find((f) => !IMAGE_TYPES.includes(f.type));
    const tooLarge = picked.find((f) => f.size > MAX_IMAGE_BYTES);
    if (wrongType) toast.error("Invalid file type", "Add PNG or JPEG images.");
    else if (tooLarge) toast.error("Image too large", "An image can be at most 4 MB.");
    else if (images.length + picked.length > MAX_IMAGES) toast.error("Too many images", "Add at most 4 images to a question.");
    else setImages((list) => [...list, ...picked]);
  };
  const documents = useChatDocuments(mention && mention.query.length >= 3 ? mention.query : "", mention !== null);
  const suggestions = mention
    ? (documents.data?.documents ?? [])
        .filter((d) => d.status === "ready" && d.doc_id !== ownDocId && !mentioned.some((m) => m.doc_id === d.doc_id))
        .filter((d) => d.name.toLowerCase().includes(mention.query.toLowerCase()))
        .slice(0, 6)
    : [];

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const question = text.trim();
    if (!question || busy) return;
    onSend(question, mentioned, images);
    setText("");
    setImages([]);
    setMention(null);
  };
  const pick = (doc: MentionedDocument) => {
    if (!mention) return;
    const caret = box.current?.selectionStart ?? text.length;
    setText(removeMention(text, mention.start, caret));
    setMentioned((list) => [...list, { doc_id: doc.doc_id, name: doc.name }]);
    setMention(null);
    box.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length > 0) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setHighlight((h) => (h + (event.key === "ArrowDown" ? 1 : suggestions.length - 1)) % suggestions.length);
        return;
      }
      if (event.key === "Enter" || event.key === "Tab") {
        event.preventDefault();
        const doc = suggestions[Math.min(highlight, suggestions.length - 1)];
        if (doc) pick(doc);
        return;
      }
    }
    if (event.key === "Escape" && mention) {
      event.preventDefault();
      setMention(null);
      return;
    }
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape" && busy) {
      event.preventDefault();
      onStop();
    }
  };

  return (
    <form data-tour="chat-composer" onSubmit={submit} className="relative rounded-xl border bg-background shadow-sm focus-within:ring-2 focus-within:ring-ring/40">
      {suggestions.length > 0 ? (
        <ul id="mention-list" role="listbox" aria-label="Documents to add" className="absolute inset-x-2 bottom-full mb-2 rounded-md border bg-popover p-1 shadow-lg">
          {suggestions.map((d, i) => (
            <li
              key={d.doc_id}
              id={`mention-${d.doc_id}`}
              role="option"
              aria-selected={i === highlight}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(d);
              }}
              className={cn("flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm", i === highlight && "bg-accent")}
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate" dir="auto">
                {d.name}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {mentioned.length > 0 ? (
        <ul aria-label="Also ask about" className="flex flex-wrap gap-1 px-3 pt-2">
          {mentioned.map((d) => (
            <li key={d.doc_id} className="inline-flex max-w-full items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-2 text-xs">
              <span className="truncate" dir="auto">
                @{d.name}
              </span>
              <button
                type="button"
                aria-label={`Remove ${d.name}`}
                className="rounded-full p-0.5 hover:bg-accent"
                onClick={() => setMentioned((list) => list.filter((m) => m.doc_id !== d.doc_id))}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > 0 ? (
        <ul aria-label="Images in the question" className="flex flex-wrap gap-1 px-3 pt-2">
          {images.map((file, i) => (
            <li key={`${file.name}-${i}`} className="inline-flex max-w-full items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-2 text-xs">
              <span className="truncate">{file.name}</span>
              <button type="button" aria-label={`Remove ${file.name}`} className="rounded-full p-0.5 hover:bg-accent" onClick={() => setImages((list) => list.filter((_, j) => j !== i))}>
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor="chat-question" className="sr-only">
        Ask a question about the document
      </label>
      <textarea
        id="chat-question"
        ref={box}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setMention(mentionAt(e.target.value, e.target.selectionStart));
          setHighlight(0);
        }}
        onKeyDown={onKeyDown}
        aria-autocomplete="list"
        aria-controls={suggestions.length > 0 ? "mention-list" : undefined}
        aria-activedescendant={suggestions[highlight] ? `mention-${suggestions[highlight].doc_id}` : undefined}
        rows={2}
        dir="auto"
        placeholder="Ask a question… (@ adds another document)"
        className="block max-h-48 min-h-[3.25rem] w-full resize-none bg-transparent px-3 pt-3 text-base outline-none placeholder:text-placeholder sm:text-sm"
      />
      <div className="flex flex-wrap items-center gap-2 px-2 pb-2">
        <ModelPicker list={models} model={model} onChange={onModelChange} planName={planName} className="h-8 w-auto min-w-0 max-w-[11rem] text-xs" />
        <Select value={language} onValueChange={(v) => onLanguageChange(v as ChatLanguage)}>
          <SelectTrigger aria-label="Answer language" className="h-8 w-auto min-w-0 text-xs">
            {LANGUAGE_NAMES[language]}
          </SelectTrigger>
          <SelectContent>
            {CHAT_LANGUAGES.map((code) => (
              <SelectItem key={code} value={code}>
                <span lang={code.toLowerCase()}>{LANGUAGE_NAMES[code]}</span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <input
          ref={imageInput}
          type="file"
          accept=".png,.jpg,.jpeg"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            addImages(e.target.files);
            e.target.value = "";
          }}
        />
        <Button type="button" variant="ghost" size="icon-sm" aria-label="Add images to the question" onClick={() => imageInput.current?.click()}>
          <ImagePlus aria-hidden="true" />
        </Button>
        <SniperToggle allowed={sniper.allowed} on={sniper.on} onChange={sniper.onChange} />
        <span className="flex-1" />
        {busy ? (
          <Button type="button" size="icon-sm" variant="secondary" onClick={onStop} aria-label="Stop answering">
            <Square aria-hidden="true" className="fill-current" />
          </Button>
        ) : (
          <Button type="submit" size="icon-sm" disabled={!text.trim()} aria-label="Send question" className={cn(!text.trim() && "opacity-50")}>
            <ArrowUp aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  );
}
