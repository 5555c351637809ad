import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { BookOpen, Plus } from "lucide-react";
import type { CreatedApiKey } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { ApiCheckout } from "./api-checkout";
import { ApiUsageCard } from "./api-usage-card";
import { CreateKeyDialog } from "./create-key-dialog";
import { KeyList } from "./key-list";
import { SecretDialog } from "./secret-dialog";

/** /developers/apiKeys: create a key (its secret shown once), the keys with their scope and last use, revoke, and the month's API usage. */
export function ApiKeysPage() {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <title>API keys · Folio</title>
      <ApiCheckout />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">API keys</h1>
          <p className="text-sm text-muted-foreground">
            Keys let your programs call Folio as you.{" "}
            <Link to="/developers" className="text-primary underline underline-offset-4 hover:decoration-2">
              Quick start and API plans
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/developers/reference">
              <BookOpen aria-hidden="true" />
              API reference
            </Link>
          </Button>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Create key
          </Button>
        </div>
      </header>
      <section aria-label="Your API keys">
        <KeyList onCreate={() => setCreating(true)} />
      </section>
      <ApiUsageCard />
      {creating && (
        <CreateKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {created && <SecretDialog created={created} onClose={() => setCreated(null)} />}
    </div>
  );
}
