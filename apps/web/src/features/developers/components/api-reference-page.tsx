import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { allRoutes, ERRORS, keyAccessOf } from "@folio/contract";
import { ErrorState } from "@/components/error-state";
import { EmptyState, ListSkeleton } from "@/components/list-states";
import { Input } from "@/components/ui/input";
import { errorDetail } from "@/lib/api-client";
import { HomeFooter, HomeHeader } from "@/features/home";
import { openApiQuery } from "../api";
import { filterReference, readOpenApi, type ApiGroup } from "../openapi";
import { OperationView, type RouteAccess } from "./operation-view";

/** The contract's access rules by `METHOD /path/{param}`, the OpenAPI document's way of writing paths. */
function routeAccess(): ReadonlyMap<string, RouteAccess> {
  return new Map(
    allRoutes.map((r) => [
      `${r.method} ${r.path.replace(/:([A-Za-z_]+)/g, "{$1}")}`,
      { auth: r.auth as RouteAccess["auth"], keyAccess: keyAccessOf(r), keyQuota: r.keyQuota },
    ]),
  );
}

const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

function Intro() {
  return (
    <section aria-labelledby="reference-auth" className="grid gap-2 text-sm">
      <h2 id="reference-auth" className="text-lg font-semibold">
        Calling the API
      </h2>
      <p>
        Every path is on this server. Send an API key in <code className="rounded bg-muted px-1">X-API-Key: folio_…</code> or{" "}
        <code className="rounded bg-muted px-1">Authorization: Bearer folio_…</code>; a key acts as its owner, within its scope.{" "}
        <Link to="/developers/apiKeys" className="text-primary underline underline-offset-4 hover:decoration-2">
          Create a key
        </Link>
        .
      </p>
      <p>
        Bodies are JSON unless a route says otherwise. Errors answer <code className="rounded bg-muted px-1">{"{detail, code}"}</code>: a message to show
        people and a code for programs (listed at the end); a 429 carries Retry-After.
      </p>
    </section>
  );
}

function ErrorCatalogue() {
  const entries = Object.entries(ERRORS).map(([code, e]) => ({ code: "code" in e && e.code ? e.code : code, status: e.status, detail: e.detail }));
  return (
    <section aria-labelledby="reference-errors" className="grid gap-2">
      <h2 id="reference-errors" className="text-lg font-semibold">
        Error codes
      </h2>
      <details className="rounded-lg border">
        <summary className="cursor-pointer px-4 py-3 text-sm">Every code Folio answers with, its status and default message ({entries.length})</summary>
        <ul className="divide-y border-t text-xs">
          {entries.map((e, i) => (
            <li key={`${e.code}-${i}`} className="grid gap-1 px-4 py-2 sm:grid-cols-[14rem_3rem_1fr]">
              <code className="font-semibold break-all">{e.code}</code>
              <span className="font-mono">{e.status}</span>
              <span className="text-muted-foreground">{e.detail}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function Groups({ groups }: { groups: ApiGroup[] }) {
  const access = useMemo(() => routeAccess(), []);
  return (
    <div className="grid gap-8">
      {groups.map((g) => (
        <section key={g.tag} aria-labelledby={slug(g.tag)} className="grid min-w-0 gap-2">
          <h2 id={slug(g.tag)} className="text-lg font-semibold">
            {g.tag}
          </h2>
          {g.operations.map((op) => (
            <OperationView key={op.id} op={op} access={access.get(`${op.method} ${op.path}`)} />
          ))}
        </section>
      ))}
    </div>
  );
}

/** /developers/reference: every route of /api/openapi.json by tag, with a filter; rendered here, nothing from a CDN. */
export function ApiReferencePage() {
  const doc = useQuery(openApiQuery);
  const [filter, setFilter] = useState("");
  const reference = useMemo(() => {
    if (!doc.data) return null;
    try {
      return readOpenApi(doc.data);
    } catch {
      return null;
    }
  }, [doc.data]);
  const groups = reference ? filterReference(reference.groups, filter) : [];

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip bg-background text-foreground">
      <title>API reference · Folio</title>
      <meta name="description" content="Every route of Folio's API: parameters, request and response schemas, auth and error codes." />
      <HomeHeader />
      <main id="main" className="mx-auto grid w-full max-w-6xl flex-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[13rem_1fr] lg:py-12">
        <nav aria-label="API sections" className="hidden lg:block">
          <ul className="sticky top-4 grid gap-1 text-sm">
            {reference?.groups.map((g) => (
              <li key={g.tag}>
                <a href={`#${slug(g.tag)}`} className="block rounded px-2 py-1 text-muted-foreground hover:bg-accent hover:text-foreground">
                  {g.tag} <span className="text-xs">({g.operations.length})</span>
                </a>
              </li>
            ))}
            <li>
              <a href="#reference-errors" className="block rounded px-2 py-1 text-muted-foreground hover:bg-accent hover:text-foreground">
                Error codes
              </a>
            </li>
          </ul>
        </nav>
        <div className="grid min-w-0 content-start gap-8">
          <header className="grid gap-2">
            <p className="text-sm">
              <Link to="/developers" className="text-primary underline underline-offset-4 hover:decoration-2">
                Developer API
              </Link>
            </p>
            <h1 className="text-3xl font-semibold tracking-tight">API reference</h1>
            {reference && (
              <p className="text-sm text-muted-foreground">
                {reference.title} {reference.version}, from <a href="/api/openapi.json" className="text-primary underline underline-offset-4 hover:decoration-2">/api/openapi.json</a> (OpenAPI 3.1).
              </p>
            )}
          </header>
          <Intro />
          {doc.isPending ? (
            <ListSkeleton label="Loading the API reference" count={6} itemClassName="h-14" className="grid gap-2" />
          ) : doc.isError || !reference ? (
            <ErrorState message={doc.isError ? errorDetail(doc.error) : "The API description could not be read."} onRetry={() => void doc.refetch()} retrying={doc.isFetching} />
          ) : (
            <>
              <Input type="search" aria-label="Filter routes" placeholder="Filter routes: keys, upload, POST /api/chat…" value={filter} onChange={(e) => setFilter(e.target.value)} />
              {groups.length === 0 ? <EmptyState title="No route matches" description="Try a path, a method or a word of its summary." /> : <Groups groups={groups} />}
              <ErrorCatalogue />
            </>
          )}
        </div>
      </main>
      <HomeFooter />
    </div>
  );
}
