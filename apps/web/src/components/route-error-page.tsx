import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { errorDetail } from "@/lib/api-client";
import { Button } from "./ui/button";
import { StatusPage } from "./status-page";

/** Shown when a page could not load its data; Try again reruns the page's loading. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <StatusPage
      title="Something went wrong"
      message={errorDetail(error)}
      action={
        <Button
          onClick={() => {
            queryReset.reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      }
    />
  );
}
