import { ModelStatusBadge } from "./status-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/page-spinner";
import { ErrorState } from "@/components/error-state";
import { errorDetail } from "@/lib/api-client";
import { useModelsOverview } from "../api";

/**
 * Which chat models this server offers and the configuration variable that turns each on. Users only
 * ever read "not enabled on this server"; the variable names are for the operator, here.
 */
export function ModelsPage() {
  const models = useModelsOverview();
  return (
    <Card aria-labelledby="models-title" className="min-w-0">
      <title>Models · Operator · Folio</title>
      <CardHeader>
        <CardTitle id="models-title">Models</CardTitle>
        <CardDescription>
          Set a provider's variable in the server's environment and restart Folio to turn its models on. FOLIO_MODEL_&lt;NAME&gt;=provider:model-id runs a
          model on another provider (an Ollama or vLLM server through OPENAI_COMPATIBLE_BASE_URL, say); FOLIO_DEFAULT_MODEL picks the default.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {models.isPending ? (
          <PageSpinner label="Loading the models" />
        ) : models.isError ? (
          <ErrorState message={errorDetail(models.error)} onRetry={() => void models.refetch()} retrying={models.isFetching} />
        ) : (
          <div className="-mx-4 overflow-x-auto sm:mx-0">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-muted-foreground">
                <tr className="border-b">
                  <th scope="col" className="px-4 py-2 font-medium sm:px-2">Model</th>
                  <th scope="col" className="px-2 py-2 font-medium">Provider and model id</th>
                  <th scope="col" className="px-2 py-2 font-medium">Status</th>
                  <th scope="col" className="px-4 py-2 font-medium sm:px-2">Enabled by</th>
                </tr>
              </thead>
              <tbody>
                {models.data.models.map((m) => (
                  <tr key={m.name} className="border-b last:border-0">
                    <th scope="row" className="px-4 py-2 font-medium sm:px-2">
                      {m.display_name}
                      {m.is_default && <span className="ml-2 text-xs font-normal text-muted-foreground">(default)</span>}
                    </th>
                    <td className="px-2 py-2">
                      {m.provider}
                      {m.model_id && <span className="text-muted-foreground">{` · ${m.model_id}`}</span>}
                    </td>
                    <td className="px-2 py-2">
                      <ModelStatusBadge on={m.available} />
                    </td>
                    <td className="px-4 py-2 sm:px-2">{m.variable ? <code className="rounded bg-muted px-1 py-0.5 text-xs">{m.variable}</code> : "Nothing: always on"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
