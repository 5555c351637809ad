import { usePlanActions } from "../use-plan-actions";
import { PlanPicker } from "./plan-picker";

/** /billing/upgrade: the plans with the user's current one marked and lower ones disabled. */
export function UpgradePage() {
  const { action, trialAction } = usePlanActions();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <title>Upgrade · Folio</title>
      <header className="mb-6 grid gap-1 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Choose a plan</h1>
        <p className="text-sm text-muted-foreground">More documents, longer files, folders and the premium models.</p>
      </header>
      <PlanPicker action={action} trialAction={trialAction} />
    </div>
  );
}
