import { createFileRoute } from "@tanstack/react-router";
import { TestCheckoutPage } from "@/features/billing/components/test-checkout-page";

function TestCheckoutRoute() {
  const { id } = Route.useParams();
  return <TestCheckoutPage id={id} />;
}

export const Route = createFileRoute("/_app/billing/test-checkout/$id")({
  component: TestCheckoutRoute,
});
