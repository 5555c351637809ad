import type { ReactNode } from "react";
import { CHAT_LANGUAGES, FILE_TYPES } from "@folio/contract";
import {
  CREDITS_PER_USD,
  FREE_RETENTION_DAYS,
  FREE_TRIAL_DAYS,
  MIN_CREDIT_PURCHASE,
  PAID_TRIAL_PRICE_USD,
  RETENTION_WARNING_DAYS,
  WEB_PLANS,
  YEARLY_DISCOUNT_PERCENT,
} from "@folio/contract/billing-plans";
import { ContentPage, TextLink } from "./content-page";
import { LANGUAGE_NAMES, PlanLimitsTable } from "./plan-limits-table";

interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

const formats = FILE_TYPES.map((t) => t.toUpperCase()).join(", ");
const languages = CHAT_LANGUAGES.map((code) => LANGUAGE_NAMES[code]).join(", ");
const paidModels = WEB_PLANS.PREMIUM.aiModels.join(", ");

/** Every answer comes from the rules the product enforces (the contract's plan catalogue), so it cannot drift from them. */
const FAQS: readonly Faq[] = [
  {
    id: "formats",
    question: "Which files can I upload?",
    answer: (
      <p>
        {formats}. Upload one document at a time; password-protected documents are not accepted. Folio cites the page of a PDF, the slide of a presentation,
        the chapter of an e-book, the section of a text and the rows of a CSV file.
      </p>
    ),
  },
  {
    id: "limits",
    question: "What are the limits of each plan?",
    answer: (
      <>
        <p>Per-day limits count per UTC day.</p>
        <PlanLimitsTable />
      </>
    ),
  },
  {
    id: "trial",
    question: "Is there a free trial?",
    answer: (
      <p>
        Yes. A new account can try Premium or Pro free for {FREE_TRIAL_DAYS} days, or start a paid trial for ${PAID_TRIAL_PRICE_USD}. You can cancel a trial
        before it ends. The free plan itself has no time limit.
      </p>
    ),
  },
  {
    id: "credits",
    question: "What are credits?",
    answer: (
      <p>
        Some models cost a credit per answer: GPT-4, Claude 4.0 Sonnet, Claude 4.0 Opus and Mistral. Premium includes {WEB_PLANS.PREMIUM.limits.freeCredits} credits
        and Pro {WEB_PLANS.PRO.limits.freeCredits} when the plan starts and at each renewal. More credits cost $1 for {CREDITS_PER_USD}, at least{" "}
        {MIN_CREDIT_PURCHASE} at a time. Free accounts cannot buy credits.
      </p>
    ),
  },
  {
    id: "retention",
    question: "How long are my documents kept?",
    answer: (
      <p>
        On the free plan a document is kept at most {FREE_RETENTION_DAYS} days; Folio warns you {RETENTION_WARNING_DAYS} days before it is removed. On Premium, Pro
        and Enterprise documents stay until you delete them.
      </p>
    ),
  },
  {
    id: "deletion",
    question: "How do I delete a document or my account?",
    answer: (
      <p>
        Delete a document from your document list at any time. Deleting your account, in <TextLink to="/settings">Settings</TextLink>, removes the account with
        every document, conversation, folder, summary and podcast in it. See <TextLink to="/delete">deleting your account</TextLink>.
      </p>
    ),
  },
  {
    id: "languages",
    question: "Which languages can I chat in?",
    answer: <p>Ten: {languages}. Your documents can be in any of these languages, and you choose the language of the answers.</p>,
  },
  {
    id: "models",
    question: "Which AI models answer?",
    answer: (
      <p>
        Free accounts use {WEB_PLANS.FREE.aiModels.join(", ")}. Premium and Pro choose between {paidModels}. Whatever the model, the answer is drawn from your
        document's passages and cites them.
      </p>
    ),
  },
  {
    id: "privacy",
    question: "Who can see my documents?",
    answer: (
      <p>
        Only you. Every document, conversation and folder belongs to your account and no other user can reach it. If you share a folder's chats by link, anyone with
        that link can read those chats; you can stop sharing at any time. Read the <TextLink to="/privacy">privacy policy</TextLink> for the details.
      </p>
    ),
  },
  {
    id: "billing",
    question: "How does billing work?",
    answer: (
      <p>
        Plans are paid by card, in US dollars, monthly or yearly (yearly is {YEARLY_DISCOUNT_PERCENT}% off). A cancelled subscription stays active until the end of
        the term you paid for. Enterprise is arranged with sales. See <TextLink to="/pricing">pricing</TextLink>.
      </p>
    ),
  },
];

export function FaqsPage() {
  return (
    <ContentPage title="Frequently asked questions" lead="What Folio reads, what each plan allows, and what happens to your documents.">
      <div className="grid gap-3">
        {FAQS.map((faq) => (
          <details key={faq.id} id={faq.id} className="group rounded-lg border bg-card open:shadow-sm" open>
            <summary className="cursor-pointer list-none rounded-lg px-5 py-4 font-semibold focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              <h2 className="inline text-base">{faq.question}</h2>
            </summary>
            <div className="grid gap-3 px-5 pb-5 text-foreground/90">{faq.answer}</div>
          </details>
        ))}
      </div>
    </ContentPage>
  );
}
