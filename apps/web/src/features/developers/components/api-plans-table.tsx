import { useId, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { apiPlanRows, figure, usd, type ApiPlanRow, type Period } from "../api-plan-rows";

function PriceText({ row }: { row: ApiPlanRow }) {
  if (!row.price) return <span>Custom</span>;
  if (row.price.billed === 0) return <span>Free</span>;
  return (
    <span className="grid">
      <span>
        <span className="font-semibold">{usd(row.price.perMonth)}</span> <span className="text-muted-foreground">/ month</span>
      </span>
      {row.price.period === "YEARLY" && <span className="text-xs text-muted-foreground">Billed {usd(row.price.billed)} yearly</span>}
    </span>
  );
}

function BuyButton({ row }: { row: ApiPlanRow }) {
  if (row.buy.kind === "free") {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to="/developers/apiKeys">Get a key</Link>
      </Button>
    );
  }
  if (row.buy.kind === "sales") {
    return (
      <Button asChild variant="outline" size="sm">
        <a href={row.buy.href}>Contact sales</a>
      </Button>
    );
  }
  return (
    <Button asChild size="sm">
      <Link to="/developers/apiKeys" search={{ buy: row.buy.plan, period: row.buy.period }} aria-label={`Buy ${row.name}`}>
        Buy
      </Link>
    </Button>
  );
}

const documents = (row: ApiPlanRow) => (row.maximumDocuments === null ? "Custom" : figure(row.maximumDocuments));

/**
 * The API plans of spec point 9 with the monthly/yearly switch (yearly by default, as on /pricing).
 * A table on wide screens, one card per plan on phones. Static: it
 * reads the contract's plan catalogue, so the page can be pre-rendered.
 */
export function ApiPlansTable() {
  const [yearly, setYearly] = useState(true);
  const switchId = useId();
  const period: Period = yearly ? "YEARLY" : "MONTHLY";
  const rows = apiPlanRows(period);
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-center gap-3">
        <Switch id={switchId} checked={yearly} onCheckedChange={setYearly} />
        <Label htmlFor={switchId}>Annual Billing (25% OFF)</Label>
      </div>
      <div className="hidden overflow-hidden rounded-lg border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">API plans, {yearly ? "billed yearly" : "billed monthly"}</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">Plan</th>
              <th scope="col" className="px-4 py-2 font-medium">Price</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">Messages / month</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">Pages / month</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">Documents</th>
              <th scope="col" className="px-4 py-2"><span className="sr-only">Buy</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value} className="border-t">
                <th scope="row" className="px-4 py-3 font-medium">{row.name}</th>
                <td className="px-4 py-3"><PriceText row={row} /></td>
                <td className="px-4 py-3 text-right tabular-nums">{figure(row.messages)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{figure(row.pages)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{documents(row)}</td>
                <td className="px-4 py-3 text-right"><BuyButton row={row} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={`API plans, ${yearly ? "billed yearly" : "billed monthly"}`}>
        {rows.map((row) => (
          <li key={row.value} className="grid gap-3 rounded-lg border p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="grid gap-1">
                <h3 className="font-semibold">{row.name}</h3>
                <PriceText row={row} />
              </div>
              <BuyButton row={row} />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div><dt className="text-xs text-muted-foreground">Messages</dt><dd className="tabular-nums">{figure(row.messages)}</dd></div>
              <div><dt className="text-xs text-muted-foreground">Pages</dt><dd className="tabular-nums">{figure(row.pages)}</dd></div>
              <div><dt className="text-xs text-muted-foreground">Documents</dt><dd className="tabular-nums">{documents(row)}</dd></div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
