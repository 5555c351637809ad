import type { ComponentType } from "react";
import { ArrowRight } from "lucide-react";
import { COMPARED_PRODUCTS, TOPIC_LABELS, findProduct, type Product, type Topic } from "@/lib/comparisons";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { StartChatButton } from "../site/start-chat-button";
import { PageLink } from "../site/content-page";
import { FOLIO_FACTS } from "./folio-facts";
import { SourceList } from "./sources";

const cardLink = cn("group grid content-start gap-2 rounded-xl border bg-card p-5 hover:border-primary", focusRing);

/** /compare: every product with a comparison page. */
export function CompareIndexPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:py-16">
      <header className="grid max-w-2xl gap-3">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Compare Folio</h1>
        <p className="text-lg text-muted-foreground">How Folio compares with other ways to chat with documents, side by side, from each product's own documentation.</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {COMPARED_PRODUCTS.map((p) => (
          <li key={p.slug} className="grid">
            <PageLink to={`/compare/${p.slug}`} className={cardLink}>
              <h2 className="font-semibold">Folio vs {p.name}</h2>
              <p className="text-sm text-muted-foreground">{p.summary}</p>
              <span className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary">
                See the comparison <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The topics a product's sources speak to, in the labels' order. */
const topicsOf = (p: Product): Topic[] => (Object.keys(TOPIC_LABELS) as Topic[]).filter((t) => p.facts.some((f) => f.topic === t));

function ComparePage({ product }: { product: Product }) {
  const topics = topicsOf(product);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:py-16">
      <header className="grid max-w-2xl gap-3">
        <p className="text-sm font-medium text-primary">
          <PageLink to="/compare" className={cn("rounded-sm hover:underline", focusRing)}>
            Compare
          </PageLink>
        </p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Folio vs {product.name}</h1>
        <p className="text-lg text-muted-foreground">
          {product.name}: {product.summary.charAt(0).toLowerCase() + product.summary.slice(1)} Below, what each documents on the same points.
        </p>
      </header>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Folio and {product.name} compared</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="w-40 px-4 py-3 font-medium">
                Topic
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Folio
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {product.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {topics.map((topic) => (
              <tr key={topic} className="border-t align-top">
                <th scope="row" className="px-4 py-3 font-medium">
                  {TOPIC_LABELS[topic]}
                </th>
                <td className="px-4 py-3">{FOLIO_FACTS[topic]}</td>
                <td className="px-4 py-3">
                  {product.facts
                    .filter((f) => f.topic === topic)
                    .map((f) => f.text)
                    .join(" ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <StartChatButton label="Try Folio free" />
      </div>
      <SourceList sources={product.facts.map((f) => f.source)} />
    </div>
  );
}

/** /compare/<slug>: Folio and one product, topic by topic. */
export function comparePage(slug: string): ComponentType {
  const product = findProduct(slug);
  if (!product) throw new Error(`No comparison for ${slug}`);
  const Page = () => <ComparePage product={product} />;
  Page.displayName = `ComparePage(${slug})`;
  return Page;
}
