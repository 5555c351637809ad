import type { ComponentType } from "react";
import { FileText, MessagesSquare, Quote } from "lucide-react";
import { FILE_TYPES } from "@folio/contract";
import { WEB_PLANS } from "@folio/contract/billing-plans";
import { TextLink } from "./content-page";
import { StartChatButton } from "./start-chat-button";

interface LandingCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

const free = WEB_PLANS.FREE.limits;
const STEPS = [
  { icon: FileText, title: "Upload", text: `A PDF, or ${FILE_TYPES.filter((t) => t !== "pdf").map((t) => t.toUpperCase()).join(", ")}.` },
  { icon: MessagesSquare, title: "Ask", text: "In plain words, in any of ten languages, about one document or a whole folder." },
  { icon: Quote, title: "Check", text: "Every answer cites the page it came from. Open the citation to see the quote in the document." },
];

/** A marketing landing page: the offer, how it works, and the start-chat call to action. */
function LandingPage({ eyebrow, title, lead }: LandingCopy) {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-14 px-4 py-12 sm:px-6 lg:py-20">
      <section aria-labelledby="landing-title" className="mx-auto grid max-w-2xl gap-5 text-center">
        <p className="text-sm font-medium text-primary">{eyebrow}</p>
        <h1 id="landing-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="text-lg text-muted-foreground text-pretty">{lead}</p>
        <div className="flex justify-center">
          <StartChatButton />
        </div>
        <p className="text-sm text-muted-foreground">
          Free: {free.documentsPerDay} document and {free.questionsPerDay} questions a day, no card needed. <TextLink to="/pricing">See the plans</TextLink>.
        </p>
      </section>
      <ol className="grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title: step, text }, i) => (
          <li key={step} className="grid content-start gap-3 rounded-xl border bg-card p-5">
            <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="font-semibold">
              {i + 1}. {step}
            </h2>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

const landing = (copy: LandingCopy): ComponentType => {
  const Page = () => <LandingPage {...copy} />;
  Page.displayName = `LandingPage(${copy.title})`;
  return Page;
};

export const PdfToChatPage = landing({
  eyebrow: "PDF to chat",
  title: "Chat with your PDF",
  lead: "Upload a PDF and ask it questions. Folio answers from the document and cites the page of every answer, so you can check it in a click.",
});

export const LpMetaPage = landing({
  eyebrow: "Folio",
  title: "Ask your documents anything",
  lead: "Papers, slide decks, e-books and spreadsheets: ask them in plain words and see the page, slide, chapter or row each answer comes from.",
});

/** An ad's landing page: its own headline over the same offer. */
export function adLandingPage(title: string): ComponentType {
  return landing({ eyebrow: "Chat with your documents", title, lead: "Upload a document and ask it questions. Every answer cites the page it came from." });
}
