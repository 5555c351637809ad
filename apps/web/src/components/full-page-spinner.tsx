import { Spinner } from "./ui/spinner";

/** While a page's data loads on first visit. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground">
      <Spinner className="size-6" label="Loading" />
    </div>
  );
}
