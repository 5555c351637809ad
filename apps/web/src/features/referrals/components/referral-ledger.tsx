import { useId } from "react";
import { REFERRAL_COMMISSION_PERCENT, REFERRAL_QUERY_PARAM, REFERRAL_MIN_PAYOUT_USD, type ReferralCommission, type ReferralSummary } from "@folio/contract";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { CopyButton } from "@/components/copy-button";
import { ErrorState } from "@/components/error-state";
import { TextLink } from "@/features/home";
import { errorDetail } from "@/lib/api-client";
import { useReferralSummary } from "../api";

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** The referrer's side of the affiliate programme on the billing page: their link, and what it earned. */
export function ReferralLedger() {
  const summary = useReferralSummary();
  return (
    <Card aria-labelledby="referrals-title">
      <CardHeader>
        <CardTitle id="referrals-title">Affiliate programme</CardTitle>
        <CardDescription>
          Share your link: you earn {REFERRAL_COMMISSION_PERCENT}% of the first payment of everyone who signs up through it.{" "}
          <TextLink to="/affiliate-program">Programme terms</TextLink>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {summary.isPending ? (
          <Skeleton className="h-32" />
        ) : summary.isError ? (
          <ErrorState message={errorDetail(summary.error)} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
        ) : (
          <LedgerBody data={summary.data} />
        )}
      </CardContent>
    </Card>
  );
}

const earnedOn = (c: ReferralCommission) => new Date(c.earned_at).toLocaleDateString("en-US");

/** A commission's status as the ledger's last column says it. */
function commissionStatus(c: ReferralCommission): string {
  const on = (iso: string) => new Date(iso).toLocaleDateString("en-US");
  if (c.status === "paid" && c.paid_at) return `Paid ${on(c.paid_at)}`;
  if (c.status === "cancelled") return c.cancelled_at ? `Cancelled ${on(c.cancelled_at)}` : "Cancelled";
  return "Owed";
}

function LedgerBody({ data }: { data: ReferralSummary }) {
  const linkId = useId();
  const link = `${window.location.origin}/?${REFERRAL_QUERY_PARAM}=${data.code}`;
  const figures = [
    { label: "Sign-ups", value: String(data.signups) },
    { label: "Purchases", value: String(data.purchases) },
    { label: "Commission owed", value: usd(data.commission_owed) },
    { label: "Commission paid", value: usd(data.commission_paid) },
  ];
  return (
    <>
      <div className="grid gap-1.5">
        <label htmlFor={linkId} className="text-sm font-medium">
          Your referral link
        </label>
        <div className="flex flex-wrap gap-2">
          <Input id={linkId} readOnly value={link} className="min-w-0 flex-1 font-mono text-xs sm:text-sm" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={link} label="Copy your referral link" />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{f.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      {data.commissions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No commissions yet. When someone you referred makes their first payment, it appears here.</p>
      ) : (
        <>
          <table className="hidden w-full text-left text-sm sm:table">
            <caption className="sr-only">Commissions</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">Earned</th>
                <th scope="col" className="py-2 pr-3 font-medium">First payment</th>
                <th scope="col" className="py-2 pr-3 font-medium">Commission</th>
                <th scope="col" className="py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.commissions.map((c) => (
                <tr key={c.id} className="border-t">
                  <td className="py-2 pr-3 whitespace-nowrap">{earnedOn(c)}</td>
                  <td className="py-2 pr-3 tabular-nums">{usd(c.purchase_amount)}</td>
                  <td className="py-2 pr-3 tabular-nums">{usd(c.commission_amount)}</td>
                  <td className="py-2">{commissionStatus(c)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* Four columns do not fit a phone's width (the card leaves 286 px at 360): one small card a commission. */}
          <ul aria-label="Commissions" className="grid gap-2 sm:hidden">
            {data.commissions.map((c) => (
              <li key={c.id} className="grid gap-2 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span>Earned {earnedOn(c)}</span>
                  <span className="font-medium">{commissionStatus(c)}</span>
                </div>
                <dl className="grid grid-cols-2 gap-3">
                  <div>
                    <dt className="text-xs text-muted-foreground">First payment</dt>
                    <dd className="tabular-nums">{usd(c.purchase_amount)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Commission</dt>
                    <dd className="tabular-nums">{usd(c.commission_amount)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="text-xs text-muted-foreground">
        Commissions are paid once what you are owed reaches {usd(REFERRAL_MIN_PAYOUT_USD)}. A commission is cancelled when its payment is refunded or disputed.
      </p>
    </>
  );
}
