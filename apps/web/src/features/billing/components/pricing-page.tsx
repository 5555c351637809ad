import { API_PLANS, CREDITS_PER_USD, FREE_RETENTION_DAYS, MIN_CREDIT_PURCHASE, PAID_TRIAL_PRICE_USD, FREE_TRIAL_DAYS, WEB_PLANS } from "@folio/contract/billing-plans";
import { formatNumber } from "@folio/contract";
import { usePlanActions } from "../use-plan-actions";
import { PlanPicker } from "./plan-picker";

/** The public pricing page's content (the public frame, on a dark background like home and compare, is around it). */
export function PricingPage() {
  const { action, trialAction } = usePlanActions();
  const free = WEB_PLANS.FREE.limits;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:py-16">
        <header className="mx-auto grid max-w-2xl gap-3 text-center">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Pricing</h1>
          <p className="text-muted-foreground">
            Start free: {free.documentsPerDay} document and {free.questionsPerDay} questions a day, files up to 16 MB and {free.pagesPerDocument} pages, kept {FREE_RETENTION_DAYS} days.
            Upgrade when you need more. New accounts can try Premium or Pro free for {FREE_TRIAL_DAYS} days, or for ${PAID_TRIAL_PRICE_USD}.
          </p>
        </header>
        {/* The plan cards' names are h3: a heading of their own keeps the outline in order for screen readers. */}
        <section aria-labelledby="plans-title">
          <h2 id="plans-title" className="sr-only">
            Plans
          </h2>
          <PlanPicker action={action} trialAction={trialAction} />
        </section>
        <section aria-labelledby="credits-title" className="mx-auto grid max-w-3xl gap-2 text-center text-sm text-muted-foreground">
          <h2 id="credits-title" className="text-base font-semibold text-foreground">
            Credits
          </h2>
          <p>
            GPT-4, Claude 4.0 Sonnet, Claude 4.0 Opus and Mistral answers cost one credit each. Premium and Pro include credits every month; more cost $1 for {CREDITS_PER_USD}, at least {MIN_CREDIT_PURCHASE} at a time.
          </p>
        </section>
        <section aria-labelledby="api-title" className="grid gap-3">
          <h2 id="api-title" className="text-center text-base font-semibold">
            Developer API plans
          </h2>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="bg-muted/50 text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">Plan</th>
                  <th scope="col" className="px-4 py-2 font-medium">Price / month</th>
                  <th scope="col" className="px-4 py-2 font-medium">Messages</th>
                  <th scope="col" className="px-4 py-2 font-medium">Pages</th>
                  <th scope="col" className="px-4 py-2 font-medium">Documents</th>
                </tr>
              </thead>
              <tbody>
                {Object.values(API_PLANS).map((p) => (
                  <tr key={p.value} className="border-t">
                    <th scope="row" className="px-4 py-2 font-medium">{p.name}</th>
                    <td className="px-4 py-2">{p.price === null ? "Custom" : `$${p.price.toFixed(2)}`}</td>
                    <td className="px-4 py-2">{formatNumber(p.messages)}</td>
                    <td className="px-4 py-2">{formatNumber(p.pages)}</td>
                    <td className="px-4 py-2">{p.maximumDocuments === null ? "Custom" : formatNumber(p.maximumDocuments)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
    </div>
  );
}
