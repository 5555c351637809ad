import { FileStack, FolderOpen, Languages, MessagesSquare, Quote, ShieldCheck, type LucideIcon } from "lucide-react";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

const FEATURES: readonly Feature[] = [
  { icon: MessagesSquare, title: "Chat with any document", text: "Ask in plain words and get answers drawn from the text of your file, not from guesses." },
  { icon: Quote, title: "Every answer cites its source", text: "Citations point to the exact page, slide, chapter or row. Open one to see the quote in the document." },
  { icon: FolderOpen, title: "Ask a whole folder", text: "Group related documents in a folder and ask across all of them at once." },
  { icon: FileStack, title: "The formats you already have", text: "PDF, TXT, PPT, PPTX, EPUB, RTF and CSV." },
  { icon: Languages, title: "Ten languages", text: "Chat in English, Chinese, Japanese, Spanish, German, French, Korean, Portuguese, Arabic or Italian." },
  { icon: ShieldCheck, title: "Your files stay yours", text: "Your documents belong to your account. Delete the account and every file goes with it." },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="features-title" className="max-w-2xl text-3xl font-semibold tracking-tight text-balance">
        Reading help that shows its work
      </h2>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="grid content-start gap-3 rounded-xl border bg-card/60 p-5">
            <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
