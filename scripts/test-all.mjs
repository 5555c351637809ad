// `npm test`: lint, typecheck, unit and integration tests (Vitest), the web build and the
// end-to-end tests (Playwright), then one summary line of all tests run. Every step runs even
// when an earlier one fails, so one run shows every problem; the exit code is non-zero if any did.
import { spawn } from "node:child_process";
import fs from "node:fs";

// Playwright empties its output folder (test-results/) when it starts, so the reports live apart.
fs.mkdirSync("reports", { recursive: true });
for (const f of ["reports/vitest.json", "reports/e2e.json"]) fs.rmSync(f, { force: true });
// Lint and typecheck each keep one core busy and share nothing, so they run side by side (their
// output is printed whole, one after the other); every other step runs alone, in this order.
const steps = [
  [["services", "bash", ["scripts/ensure-test-services.sh"]]],
  // Through the package scripts, so `npm run lint` and `npm run typecheck` check exactly what CI checks.
  [
    ["lint", "npm", ["run", "--silent", "lint"]],
    ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ],
  [["unit+integration", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=reports/vitest.json"]]],
  [["build", "npm", ["run", "build"]]],
  // The build step has just built the app: Playwright's server starts on it instead of building it again.
  [["e2e", "env", () => [...(failedSteps.includes("build") ? [] : ["FOLIO_E2E_BUILT=1"]), "npx", "playwright", "test"]]],
];

/** Runs one step; alone, its output streams; beside another, it is held and printed when it ends. */
function run([name, cmd, argsOrLater], alone) {
  // Arguments decided when the step starts, from the steps before it.
  const args = typeof argsOrLater === "function" ? argsOrLater() : argsOrLater;
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  // A command that cannot start (not installed) ends with 'close' too, after this.
  child.on("error", (err) => console.error(`=== ${name}: ${err.message}`));
  return new Promise((resolve) => {
    child.on("close", (status) => {
      if (!alone) console.log(`\n=== ${name}: output\n${Buffer.concat(output).toString()}`);
      console.log(`=== ${name}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (status !== 0) failedSteps.push(name);
      resolve();
    });
  });
}

const failedSteps = [];
for (const group of steps) await Promise.all(group.map((step) => run(step, group.length === 1)));

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
let passed = 0;
let failed = 0;
const vitest = readJson("reports/vitest.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
const e2e = readJson("reports/e2e.json");
if (e2e?.stats) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
}
// A failed step that ran no test (lint, typecheck, build), or a test step that failed without
// writing its report, still counts as a failure.
const reported = { "unit+integration": vitest !== null, e2e: e2e?.stats !== undefined };
const stepFailures = failedSteps.filter((s) => !reported[s]).length;
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\nTests: ${passed} passed, ${failed + stepFailures} failed`);
process.exit(failedSteps.length ? 1 : 0);
