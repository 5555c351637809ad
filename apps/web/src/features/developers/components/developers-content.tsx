import { Link } from "@tanstack/react-router";
import { BookOpen, KeyRound } from "lucide-react";
import { API_KEY_LIMITS } from "@folio/contract/billing-plans";
import { Button } from "@/components/ui/button";
import { ApiPlansTable } from "./api-plans-table";
import { QuickStart } from "./quick-start";

/** Requests one key may make a minute (the contract's API_KEY_REQUESTS_PER_MINUTE, kept here so this page loads no zod). */
const REQUESTS_PER_MINUTE = 60;

/**
 * The body of /developers: API plans, quick start, keys and limits. It fetches nothing (the plan
 * catalogue is in the contract), so it can be pre-rendered as it is.
 */
export function DevelopersContent() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-10 sm:px-6 lg:py-16">
      <header className="mx-auto grid max-w-2xl gap-4 text-center">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Folio developer API</h1>
        <p className="text-muted-foreground">
          Upload documents, search them and ask about them from your own programs, with the citations Folio shows in the app. An API key acts as
          your account; it can be limited to one folder or to chosen documents, and made read-only.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/developers/apiKeys">
              <KeyRound aria-hidden="true" />
              Create an API key
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/developers/reference">
              <BookOpen aria-hidden="true" />
              API reference
            </Link>
          </Button>
        </div>
      </header>

      <section aria-labelledby="api-plans-title" className="grid gap-4">
        <div className="grid gap-1 text-center">
          <h2 id="api-plans-title" className="text-2xl font-semibold tracking-tight">
            API plans
          </h2>
          <p className="text-sm text-muted-foreground">Quotas are counted per calendar month and apart from your web plan: using the app never uses them up.</p>
        </div>
        <ApiPlansTable />
      </section>

      <section aria-labelledby="quick-start-title" className="grid min-w-0 gap-4">
        <div className="grid gap-1">
          <h2 id="quick-start-title" className="text-2xl font-semibold tracking-tight">
            Quick start
          </h2>
          <p className="text-sm text-muted-foreground">
            Create a key, put it in <code className="rounded bg-muted px-1">FOLIO_API_KEY</code>, then upload a file, wait until Folio has read it and search
            it. Every route is in the{" "}
            <Link to="/developers/reference" className="text-primary underline underline-offset-4 hover:decoration-2">
              API reference
            </Link>
            .
          </p>
        </div>
        <QuickStart />
      </section>

      <section aria-labelledby="keys-title" className="grid gap-3">
        <h2 id="keys-title" className="text-2xl font-semibold tracking-tight">
          Keys and limits
        </h2>
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {[
            `Up to ${API_KEY_LIMITS.development} development keys on any plan, and ${API_KEY_LIMITS.production} production keys on a paid API plan.`,
            "A key is shown once, when you create it: Folio keeps only a hash. Lost keys are revoked and replaced.",
            "Send the key in the X-API-Key header (or Authorization: Bearer). Keys in an address are refused.",
            `Each key may make ${REQUESTS_PER_MINUTE} requests a minute; past that the answer is 429 with Retry-After.`,
            "Over a monthly quota the answer is 402, until the next month or a bigger plan.",
            "Accounts, billing and key management need you signed in to Folio: a key gets 403 there.",
          ].map((line) => (
            <li key={line} className="rounded-lg border p-3">
              {line}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
