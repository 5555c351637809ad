import { ClosingCall } from "./closing-call";
import { FeatureGrid } from "./feature-grid";
import { Hero } from "./hero";
import { HomeFooter } from "./home-footer";
import { HomeHeader } from "./home-header";
import { HowItWorks } from "./how-it-works";

/** The public home page, always on a dark background (the spec's rule for home, compare and pricing). */
export function HomePage() {
  return (
    <div className="dark relative isolate flex min-h-dvh flex-col overflow-x-clip bg-background text-foreground">
      <title>Folio · Chat with your documents</title>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgb(99_102_241/0.22),transparent_65%)]"
      />
      <HomeHeader />
      <main className="flex-1">
        <Hero />
        <FeatureGrid />
        <HowItWorks />
        <ClosingCall />
      </main>
      <HomeFooter />
    </div>
  );
}
