import { HomeFooter, HomeHeader } from "@/features/home";
import { DevelopersContent } from "./developers-content";

/** /developers: public, on the white background of the public pages other than home, compare and pricing. */
export function DevelopersPage() {
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip bg-background text-foreground">
      <title>Developer API · Folio</title>
      <meta name="description" content="Folio's developer API: plans with prices and monthly quotas, a quick start in curl, JavaScript and Python, and API keys." />
      <HomeHeader />
      <main id="main" className="flex-1">
        <DevelopersContent />
      </main>
      <HomeFooter />
    </div>
  );
}
