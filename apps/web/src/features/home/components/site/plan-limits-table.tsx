import { WEB_PLANS, type PlanLimits } from "@folio/contract/billing-plans";
import { formatNumber, type ChatLanguage } from "@folio/contract";

export const LANGUAGE_NAMES: Record<ChatLanguage, string> = {
  EN: "English", ZH: "Chinese", JA: "Japanese", ES: "Spanish", DE: "German", FR: "French", KO: "Korean", PT: "Portuguese", AR: "Arabic", IT: "Italian",
};

const MB = 1024 * 1024;
const count = (n: number | null) => (n === null ? "Unlimited" : formatNumber(n));

const ROWS: readonly { label: string; value: (l: PlanLimits) => string }[] = [
  { label: "File size", value: (l) => `${formatNumber(Math.round(l.fileSizeBytes / MB))} MB` },
  { label: "Pages per document", value: (l) => count(l.pagesPerDocument) },
  { label: "Documents per day", value: (l) => count(l.documentsPerDay) },
  { label: "Questions per day", value: (l) => count(l.questionsPerDay) },
  { label: "Conversations per day", value: (l) => count(l.conversationsPerDay) },
  { label: "Documents in a folder", value: (l) => count(l.knowledgeBaseDocuments) },
  { label: "Credits included", value: (l) => formatNumber(l.freeCredits) },
  { label: "Documents kept", value: (l) => (l.retentionDays === null ? "Until you delete them" : `${l.retentionDays} days`) },
];

/** The web plans' limits as the server enforces them (the contract's plan catalogue). */
export function PlanLimitsTable() {
  const plans = Object.values(WEB_PLANS);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[34rem] text-left text-sm">
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Limit
            </th>
            {plans.map((p) => (
              <th key={p.value} scope="col" className="px-3 py-2 font-medium">
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-t">
              <th scope="row" className="px-3 py-2 font-medium">
                {row.label}
              </th>
              {plans.map((p) => (
                <td key={p.value} className="px-3 py-2">
                  {row.value(p.limits)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
