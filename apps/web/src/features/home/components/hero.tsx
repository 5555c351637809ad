import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ProductPreview } from "./product-preview";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="mx-auto grid w-full max-w-6xl gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-16">
      <div className="grid content-start gap-6">
        <p className="text-sm font-medium text-primary">Chat with your documents</p>
        <h1 id="hero-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          Ask your documents. Check every answer.
        </h1>
        <p className="max-w-xl text-lg text-muted-foreground text-pretty">
          Upload a paper, a slide deck, an e-book or a spreadsheet and ask it anything. Folio answers from your files and cites the exact page,
          slide, chapter or row, so you can see where each answer comes from.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/register">
              Start for free
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">Log in</Link>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">For students, researchers, writers, educators, and legal and finance work.</p>
      </div>
      <ProductPreview />
    </section>
  );
}
