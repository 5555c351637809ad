import { Spinner } from "./spinner";

/** A centred spinner for a page or section whose data is loading. */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-48 flex-1 items-center justify-center text-muted-foreground">
      <Spinner className="size-6" label={label} />
    </div>
  );
}
