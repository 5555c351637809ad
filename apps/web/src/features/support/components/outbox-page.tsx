import { useState, type FormEvent } from "react";
import { Mail } from "lucide-react";
import { OUTBOX_PAGE_SIZE, type OutboxMail } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { inputStyles } from "@/components/ui/input-styles";
import { EmptyState, QueryList } from "@/components/list-states";
import { useOutbox } from "../api";

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The operator's outbox (/admin/outbox): without an SMTP server Folio writes every e-mail
 * (verification, password resets, support answers) here instead of sending it.
 */
export function OutboxPage() {
  const [draft, setDraft] = useState("");
  const [to, setTo] = useState<string | undefined>(undefined);
  const outbox = useOutbox(to);
  const mails = outbox.data?.mails ?? [];

  function filter(event: FormEvent) {
    event.preventDefault();
    setTo(draft.trim() || undefined);
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <header>
        <title>Outbox · Operator · Folio</title>
        <h2 className="text-xl font-semibold tracking-tight">Outbox</h2>
        <p className="text-sm text-muted-foreground">
          {outbox.data?.delivery === "smtp"
            ? "This server sends e-mail through its SMTP server, so nothing new is kept here."
            : `No SMTP server is configured (SMTP_URL), so e-mails are kept here instead of being sent: the newest ${OUTBOX_PAGE_SIZE}.`}
        </p>
      </header>
      <form role="search" aria-label="Filter the outbox" onSubmit={filter} className="flex flex-wrap items-center gap-2">
        <input type="search" aria-label="Recipient's e-mail" placeholder="Recipient's e-mail" value={draft} onChange={(e) => setDraft(e.target.value)} className={`${inputStyles} max-w-sm flex-1`} />
        <Button type="submit" variant="outline">
          Show
        </Button>
      </form>
      <QueryList
        query={outbox}
        loading={{ label: "Loading the outbox", count: 3, itemClassName: "h-24" }}
        isEmpty={mails.length === 0}
        empty={<EmptyState icon={<Mail />} title={to ? `No e-mail to ${to}` : "The outbox is empty"} description="E-mails Folio writes appear here." />}
      >
        <ul className="grid grid-cols-1 gap-2" aria-label="E-mails">
          {mails.map((m) => (
            <MailItem key={m.id} mail={m} />
          ))}
        </ul>
      </QueryList>
    </div>
  );
}

function MailItem({ mail }: { mail: OutboxMail }) {
  return (
    <li className="min-w-0 rounded-lg border p-3">
      <article aria-label={mail.subject}>
        <p className="flex flex-wrap justify-between gap-x-3 text-sm">
          <span className="min-w-0 font-medium break-words">{mail.subject}</span>
          <time dateTime={mail.created_at} className="text-muted-foreground">
            {WHEN.format(new Date(mail.created_at))}
          </time>
        </p>
        <p className="text-sm break-all text-muted-foreground">To {mail.to}</p>
        <pre className="mt-2 max-h-64 overflow-auto text-sm break-words whitespace-pre-wrap" data-private>
          {mail.text}
        </pre>
      </article>
    </li>
  );
}
