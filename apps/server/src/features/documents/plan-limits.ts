/** Documents read the user's limits from the plans feature (one catalogue, in the contract). */
export { limitsFor } from "../billing/index.ts";
