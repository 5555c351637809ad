import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";

export function ClosingCall() {
  return (
    <section aria-labelledby="closing-title" className="mx-auto w-full max-w-6xl px-4 py-20 text-center sm:px-6">
      <h2 id="closing-title" className="text-3xl font-semibold tracking-tight text-balance">
        Start with the document on your desk
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">Create a free account, upload a file and ask your first question.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/register">Create a free account</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/login">Log in</Link>
        </Button>
      </div>
    </section>
  );
}
