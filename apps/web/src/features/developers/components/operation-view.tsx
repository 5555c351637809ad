import type { ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { constraints, STATUS_TEXT, typeLabel, type ApiOperation } from "../openapi";
import { SchemaView } from "./schema-view";

/** What the contract says about a route beyond the OpenAPI document: who may call it and what an API key may do there. */
export interface RouteAccess {
  auth: "public" | "user" | "registered";
  keyAccess: "none" | "read" | "write";
  keyQuota?: string;
}

const METHOD_STYLES: Record<string, string> = {
  get: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  post: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  put: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  patch: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  delete: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
};

export function MethodBadge({ method }: { method: string }) {
  return <span className={cn("inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-semibold uppercase", METHOD_STYLES[method])}>{method}</span>;
}

const AUTH_TEXT: Record<RouteAccess["auth"], string> = {
  public: "Public: no sign-in",
  user: "Signed in (session or API key), anonymous users included",
  registered: "Signed in with a registered account",
};
const KEY_TEXT: Record<RouteAccess["keyAccess"], string> = {
  none: "Not with an API key (403): sign in to Folio",
  read: "API keys, read-only ones included",
  write: "API keys that are not read-only",
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h4>
      {children}
    </div>
  );
}

function Details({ op, access }: { op: ApiOperation; access: RouteAccess | undefined }) {
  return (
    <div className="grid gap-4 border-t px-4 py-4">
      <Part title="Auth">
        <ul className="grid gap-0.5 text-sm">
          <li>{op.isPublic ? AUTH_TEXT.public : access ? AUTH_TEXT[access.auth] : "Signed in (session or API key)"}</li>
          {access && !op.isPublic && <li>{KEY_TEXT[access.keyAccess]}</li>}
          {access?.keyQuota && <li>With an API key, each call counts against the plan's {access.keyQuota} quota</li>}
        </ul>
      </Part>
      {op.parameters.length > 0 && (
        <Part title="Parameters">
          <ul className="grid gap-1 text-xs">
            {op.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`} className="flex flex-wrap items-baseline gap-x-2">
                <code className="font-semibold">{p.name}</code>
                <span className="text-muted-foreground">{p.in}</span>
                <code className="break-all text-muted-foreground">{typeLabel(p.schema)}</code>
                {p.required && <span className="text-destructive-text">required</span>}
                {constraints(p.schema).length > 0 && <span className="text-muted-foreground">{constraints(p.schema).join(", ")}</span>}
              </li>
            ))}
          </ul>
        </Part>
      )}
      {op.body && (
        <Part title={`Request body (${op.body.contentType})`}>
          <SchemaView schema={op.body.schema} />
        </Part>
      )}
      <Part title={`Response ${op.success.status} ${STATUS_TEXT[op.success.status] ?? ""}`}>
        {op.success.schema ? <SchemaView schema={op.success.schema} /> : <p className="text-xs text-muted-foreground">{op.success.description || "No body"}</p>}
      </Part>
      {op.errors.length > 0 && (
        <Part title="Errors">
          <ul className="flex flex-wrap gap-1.5 text-xs">
            {op.errors.map((status) => (
              <li key={status} className="rounded border px-1.5 py-0.5">
                <span className="font-mono font-semibold">{status}</span> {STATUS_TEXT[status] ?? ""}
              </li>
            ))}
          </ul>
        </Part>
      )}
    </div>
  );
}

/** One route: method, path and summary; opened, its auth, parameters, body, response and errors. */
export function OperationView({ op, access }: { op: ApiOperation; access: RouteAccess | undefined }) {
  return (
    <details id={op.id} className="group min-w-0 rounded-lg border bg-card">
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-lg px-4 py-3 hover:bg-accent/50 [&::-webkit-details-marker]:hidden">
        <MethodBadge method={op.method} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <code className="text-sm font-medium break-all">{op.path}</code>
          <span className="text-sm text-muted-foreground">{op.summary}</span>
        </span>
        <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90" />
      </summary>
      <Details op={op} access={access} />
    </details>
  );
}
