import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { setupSnippets } from "../setup-snippets";
import { CodeSnippet } from "./code-snippet";

/** Settings: copy-paste set-up of Folio's MCP server for each assistant, this server's URL filled in. */
export function McpSetupSection() {
  const snippets = setupSnippets(window.location.origin);
  return (
    <Card aria-labelledby="mcp-setup-title">
      <CardHeader>
        <CardTitle id="mcp-setup-title">Use Folio in your assistant</CardTitle>
        <CardDescription>
          Folio is an MCP server at <code className="break-all">{window.location.origin}/mcp</code>: your assistant searches and asks your library and gets answers with verified,
          page-located citations.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue={snippets[0]?.id}>
          <TabsList className="h-auto w-full flex-wrap justify-start">
            {snippets.map((s) => (
              <TabsTrigger key={s.id} value={s.id}>
                {s.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {snippets.map((s) => (
            <TabsContent key={s.id} value={s.id} className="grid gap-3">
              <p className="text-sm">{s.steps}</p>
              <CodeSnippet code={s.code} label={s.label} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
