import { useSyncExternalStore } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DEFAULT_ORIGIN, quickStartSnippets } from "../quick-start";
import { CodeBlock } from "./code-block";

const noSubscription = () => () => {};

/** This server's address: the browser's once it runs there, the default while pre-rendered. */
function useOrigin(): string {
  return useSyncExternalStore(noSubscription, () => window.location.origin, () => DEFAULT_ORIGIN);
}

/** The quick start in three languages, as tabs; each example is a whole program that runs as written. */
export function QuickStart() {
  const snippets = quickStartSnippets(useOrigin());
  return (
    <Tabs defaultValue="curl" className="grid min-w-0 gap-3">
      <TabsList aria-label="Example language" className="justify-self-start">
        {snippets.map((s) => (
          <TabsTrigger key={s.language} value={s.language}>
            {s.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {snippets.map((s) => (
        <TabsContent key={s.language} value={s.language} className="mt-0 min-w-0">
          <CodeBlock code={s.code} label={s.label} file={s.file} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
