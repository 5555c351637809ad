import type { KyselyPlugin } from "kysely";

/**
 * When the database last answered a query: a Kysely plugin sees every successful result. /health
 * reads it so that, under a burst, it need not queue one more query behind everyone else's.
 */
export function answerClock(): { plugin: KyselyPlugin; lastAnswerAt: () => number } {
  let at = 0;
  return {
    plugin: {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        at = Date.now();
        return args.result;
      },
    },
    lastAnswerAt: () => at,
  };
}
