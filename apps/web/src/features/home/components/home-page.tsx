import { ClosingCall } from "./closing-call";
import { FeatureGrid } from "./feature-grid";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";

/** The public home page's content (the public frame, on a dark background, is around it). */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <HowItWorks />
      <ClosingCall />
    </>
  );
}
