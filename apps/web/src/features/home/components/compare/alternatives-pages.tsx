import type { ComponentType } from "react";
import { COMPARED_PRODUCTS, PRODUCTS, TOPIC_LABELS, alternativesPath, findProduct, type Product, type Topic } from "@/lib/comparisons";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { StartChatButton } from "../site/start-chat-button";
import { PageLink, TextLink } from "../site/content-page";
import { FOLIO_FACTS } from "./folio-facts";
import { SourceList } from "./sources";

/** /alternatives: every alternatives page. */
export function AlternativesIndexPage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-12 sm:px-6 lg:py-16">
      <header className="grid gap-3">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Alternatives</h1>
        <p className="text-lg text-muted-foreground">Looking for another way to chat with your documents? Each page lists alternatives with what their own documentation says.</p>
      </header>
      <ul className="grid gap-2">
        {PRODUCTS.map((p) => (
          <li key={p.slug}>
            <PageLink to={alternativesPath(p.slug)} className={cn("rounded-sm font-medium text-primary underline underline-offset-4", focusRing)}>
              {p.name} alternatives
            </PageLink>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        Or see Folio <TextLink to="/compare">side by side with each product</TextLink>.
      </p>
    </div>
  );
}

function FactList({ facts }: { facts: readonly { topic: Topic; text: string }[] }) {
  return (
    <dl className="grid gap-2 text-sm">
      {facts.map((f) => (
        <div key={f.topic + f.text} className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
          <dt className="font-medium">{TOPIC_LABELS[f.topic]}</dt>
          <dd className="text-muted-foreground">{f.text}</dd>
        </div>
      ))}
    </dl>
  );
}

const folioFacts = (Object.keys(FOLIO_FACTS) as Topic[]).map((topic) => ({ topic, text: FOLIO_FACTS[topic] }));

function AlternativesPage({ product }: { product: Product }) {
  const others = COMPARED_PRODUCTS.filter((p) => p.slug !== product.slug);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-10 px-4 py-12 sm:px-6 lg:py-16">
      <header className="grid gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">The best {product.name} alternatives</h1>
        <p className="text-lg text-muted-foreground">
          {product.name} is {product.summary.charAt(0).toLowerCase() + product.summary.slice(1)} If you want another way to ask your documents questions, here are{" "}
          {others.length + 1} options, with what each one documents.
        </p>
      </header>
      <ol className="grid gap-6">
        <li className="grid gap-3 rounded-xl border border-primary bg-card p-5">
          <h2 className="text-xl font-semibold">1. Folio</h2>
          <p className="text-muted-foreground">Chat with your documents; every answer cites the page it came from.</p>
          <FactList facts={folioFacts} />
          <div>
            <StartChatButton label="Try Folio free" />
          </div>
        </li>
        {others.map((p, i) => (
          <li key={p.slug} className="grid gap-3 rounded-xl border bg-card p-5">
            <h2 className="text-xl font-semibold">
              {i + 2}. {p.name}
            </h2>
            <p className="text-muted-foreground">{p.summary}</p>
            <FactList facts={p.facts} />
            <p className="text-sm">
              <TextLink to={`/compare/${p.slug}`}>Folio vs {p.name}</TextLink>
            </p>
          </li>
        ))}
      </ol>
      <SourceList sources={[product, ...others].flatMap((p) => p.facts.map((f) => f.source))} />
    </div>
  );
}

/** /top-<slug>-alternatives (and /best-smallpdf-alternatives): Folio and the other products. */
export function alternativesPage(slug: string): ComponentType {
  const product = findProduct(slug);
  if (!product) throw new Error(`No alternatives page for ${slug}`);
  const Page = () => <AlternativesPage product={product} />;
  Page.displayName = `AlternativesPage(${slug})`;
  return Page;
}
