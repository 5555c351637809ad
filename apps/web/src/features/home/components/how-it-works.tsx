const STEPS = [
  { title: "Upload", text: "Add a document from your computer or a link. Folio reads every page." },
  { title: "Ask", text: "Ask a question the way you would ask a colleague who has read it." },
  { title: "Check", text: "Follow a citation to the quoted passage and judge the answer yourself." },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y bg-card/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-title" className="text-3xl font-semibold tracking-tight">
          How it works
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="grid content-start gap-2">
              <span aria-hidden="true" className="text-sm font-semibold text-primary">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
