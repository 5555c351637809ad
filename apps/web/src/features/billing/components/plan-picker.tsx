import { useId, useState } from "react";
import { Check } from "lucide-react";
import { WEB_PLANS, formatSizeLimit, type PlanLimits } from "@folio/contract/billing-plans";
import { plural } from "@/lib/plural";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import { PAID_PLANS, type PaidPlan, type Period } from "../select-plan";

export interface PlanPickerProps {
  /** The button of each plan: its label, whether it is disabled, and what a click does (or, for Enterprise, the address it opens). */
  action: (plan: PaidPlan, period: Period) => PlanAction;
  /** A second, quieter choice under the button (the free trial), when offered. */
  trialAction?: (plan: PaidPlan, period: Period) => { label: string; onClick: () => void } | null;
  /** The plan whose tab phones show first. */
  initialPlan?: PaidPlan;
  className?: string;
}

export type PlanAction = { label: string; href: string } | { label: string; disabled?: boolean; onClick: () => void; busy?: boolean };

const usd = (n: number) => `$${n.toFixed(2)}`;
const count = (n: number | null, one: string) => (n === null ? `Unlimited ${one}s` : plural(n, one));

function limitLines(l: PlanLimits): string[] {
  return [
    `Files up to ${formatSizeLimit(l.fileSizeBytes)}`,
    l.pagesPerDocument === null ? "Any number of pages" : `${plural(l.pagesPerDocument, "page")} per document`,
    `${count(l.documentsPerDay, "document")} a day`,
    `${count(l.questionsPerDay, "question")} a day`,
    `${count(l.conversationsPerDay, "conversation")} a day`,
    l.knowledgeBaseDocuments === null ? "Folders of any size" : `Folders of up to ${plural(l.knowledgeBaseDocuments, "document")}`,
  ];
}

/**
 * The plans side by side (three columns on wide screens, tabs on small ones) with the annual
 * billing switch, yearly by default. Used by /pricing, the 'Choose a plan' overlay and /billing/upgrade.
 */
export function PlanPicker({ action, trialAction, initialPlan = "PRO", className }: PlanPickerProps) {
  const [yearly, setYearly] = useState(true);
  const [tab, setTab] = useState<PaidPlan>(initialPlan);
  const switchId = useId();
  const period: Period = yearly ? "YEARLY" : "MONTHLY";

  return (
    <div className={cn("grid gap-6", className)}>
      <div className="flex items-center justify-center gap-3">
        <Switch id={switchId} checked={yearly} onCheckedChange={setYearly} />
        <Label htmlFor={switchId} className="text-sm font-medium">
          Annual Billing (25% OFF)
        </Label>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as PaidPlan)}>
        <TabsList className="mx-auto mb-4 flex w-full max-w-sm md:hidden" aria-label="Plans">
          {PAID_PLANS.map((p) => (
            <TabsTrigger key={p} value={p} className="flex-1">
              {WEB_PLANS[p].name}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="grid gap-4 md:grid-cols-3">
          {PAID_PLANS.map((p) => {
            const plan = WEB_PLANS[p];
            const act = action(p, period);
            const trial = trialAction?.(p, period) ?? null;
            return (
              <TabsContent
                key={p}
                value={p}
                forceMount
                className="mt-0 data-[state=inactive]:hidden md:data-[state=inactive]:block"
                aria-label={plan.name}
              >
                <article
                  aria-labelledby={`plan-${p}`}
                  className={cn("flex h-full flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-xs", p === "PRO" && "border-primary ring-1 ring-primary")}
                >
                  <header className="grid gap-1">
                    <div className="flex items-center justify-between gap-2">
                      <h3 id={`plan-${p}`} className="text-lg font-semibold">
                        {plan.name}
                      </h3>
                      {p === "PRO" && <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">Most popular</span>}
                    </div>
                    <p className="text-sm text-muted-foreground">{plan.description}</p>
                  </header>
                  <PriceBlock plan={p} period={period} />
                  <div className="grid gap-2">
                    {"href" in act ? (
                      <Button asChild variant="outline">
                        <a href={act.href}>{act.label}</a>
                      </Button>
                    ) : (
                      <Button onClick={act.onClick} disabled={act.disabled} loading={act.busy} variant={p === "PRO" ? "primary" : "outline"}>
                        {act.label}
                      </Button>
                    )}
                    {trial && (
                      <Button variant="link" size="sm" className="justify-self-center" onClick={trial.onClick}>
                        {trial.label}
                      </Button>
                    )}
                  </div>
                  <ul className="grid gap-2 text-sm" aria-label={`${plan.name} includes`}>
                    {[...limitLines(plan.limits), ...plan.benefits, `Models: ${plan.aiModels.join(", ")}`].map((line) => (
                      <li key={line} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        <span>{line}</span>
                      </li>
                    ))}
                  </ul>
                </article>
              </TabsContent>
            );
          })}
        </div>
      </Tabs>
    </div>
  );
}

function PriceBlock({ plan, period }: { plan: PaidPlan; period: Period }) {
  const price = WEB_PLANS[plan].price;
  if (!price) {
    return (
      <p className="grid gap-1">
        <span className="text-3xl font-semibold">Custom</span>
        <span className="text-sm text-muted-foreground">Pricing for your team, from our sales team</span>
      </p>
    );
  }
  const yearly = period === "YEARLY";
  const perMonth = yearly ? price.yearly : price.monthly;
  return (
    <p className="grid gap-1">
      <span className="flex items-baseline gap-2">
        <span className="text-3xl font-semibold">{usd(perMonth)}</span>
        <span className="text-sm text-muted-foreground">/ month</span>
        {yearly && price.slashedMonthly > perMonth && (
          <s className="text-sm text-muted-foreground" aria-label={`was ${usd(price.slashedMonthly)}`}>
            {usd(price.slashedMonthly)}
          </s>
        )}
      </span>
      <span className="text-sm text-muted-foreground">
        {yearly ? (
          <>
            Billed {usd(price.billedYearly)} yearly{" "}
            {price.slashedYearly > price.billedYearly && (
              <s aria-label={`was ${usd(price.slashedYearly)}`}>{usd(price.slashedYearly)}</s>
            )}
          </>
        ) : (
          "Billed monthly"
        )}
      </span>
    </p>
  );
}
