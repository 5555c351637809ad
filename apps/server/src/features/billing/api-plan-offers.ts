import { API_PLANS, API_PLAN_TYPES, apiYearlyPrice, periodCodesOf, type ApiPlanOffer } from "@folio/contract";

/** `GET /api/plans?product=API`: the API plans of spec point 9, cheapest first, with the codes that buy them. */
export function apiPlanOffers(): { plans: ApiPlanOffer[] } {
  return {
    plans: API_PLAN_TYPES.map((type) => {
      const plan = API_PLANS[type];
      const codes = periodCodesOf(type);
      return {
        value: plan.value,
        name: plan.name,
        price: plan.price,
        yearly_price: codes && plan.price !== null ? apiYearlyPrice(plan.price) : null,
        messages: plan.messages,
        pages: plan.pages,
        maximumDocuments: plan.maximumDocuments,
        period_codes: codes,
      };
    }),
  };
}
