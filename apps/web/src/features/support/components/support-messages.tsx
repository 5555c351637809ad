import type { SupportMessage } from "@folio/contract";
import { cn } from "@/lib/cn";

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * A support thread, oldest first: `mine` are on the right. In the widget the user's own are
 * "You"; in the operator's inbox the operator's are. Private in session recordings.
 */
export function SupportMessages({ messages, mine, labels }: { messages: SupportMessage[]; mine: SupportMessage["author"]; labels: Record<SupportMessage["author"], string> }) {
  return (
    <ol className="flex flex-col gap-3" data-private>
      {messages.map((m) => (
        <li key={m.id} className={cn("flex max-w-[85%] flex-col gap-1", m.author === mine ? "items-end self-end" : "items-start self-start")}>
          <p className="text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{labels[m.author]}</span> · <time dateTime={m.created_at}>{TIME.format(new Date(m.created_at))}</time>
          </p>
          <p dir="auto" className={cn("rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap", m.author === mine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-secondary text-secondary-foreground")}>
            {m.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
