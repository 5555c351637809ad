export { referralSummary } from "./summary.ts";
export { claimReferral, referSignUp } from "./attribute.ts";
export { cancelReversedCommission, recordFirstPurchaseCommission } from "./commission.ts";
export { owedCommissionsCsv, markCommissionsPaid, type CommissionPeriod } from "./export.ts";
