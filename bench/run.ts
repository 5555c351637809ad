/**
 * `npm run bench [-- name ...]`: runs the benchmarks (all, or those named), prints each figure as
 * it comes and writes them all to docs/benchmarks.md with the machine they were measured on.
 * Figures vary with the machine's load; the targets are the issues' and are read, never asserted.
 */
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { benchDocuments } from "./documents.ts";
import { benchIngest } from "./ingest.ts";
import { benchRetrieval } from "./retrieval.ts";
import { benchFolderSearch } from "./folder-search.ts";
import { benchChat } from "./chat.ts";
import { benchChatEndpoint } from "./chat-endpoint.ts";
import { benchSummaries } from "./summaries.ts";
import { benchPodcasts } from "./podcasts.ts";
import { benchPodcastEpisode } from "./podcast-episode.ts";
import { benchFolders } from "./folders.ts";
import { benchBurst } from "./burst.ts";
import { benchLoad } from "./load.ts";
import { benchApiKeys } from "./api-keys.ts";
import { benchLighthouse } from "./lighthouse.ts";

type Figures = Record<string, string | number>;
interface Bench {
  name: string;
  /** What the product promises, to read the figures against. */
  target: string;
  run: () => Promise<Figures>;
}

const BENCHES: Bench[] = [
  { name: "documents", target: "A 600-page text PDF searchable in under 1 s and small text documents ingested at 30 or more a second, end to end (issue 26); server memory under 500 MB while ingesting a 300 MB PDF.", run: benchDocuments },
  { name: "ingest", target: "Folio's pages/s beside pdftotext in the same run; small documents parsed per second by the pooled parsing processes; OCR at least 1.5 pages/s at 300 dpi on both cores.", run: benchIngest },
  { name: "retrieval", target: "Search over a 600-page document and a 5,000-document folder, p50/p95 per query.", run: benchRetrieval },
  { name: "folder-search", target: "Retrieval over a 5,000-document folder under 100 ms at p95 (issue 17), through the server: POST /api/retrieve on a real server process, embedded database, documents uploaded into the folder and ingested by the server.", run: benchFolderSearch },
  { name: "chat", target: "LOCAL answers: time to first token and to the whole answer.", run: benchChat },
  { name: "chat-endpoint", target: "POST /api/chat on a 600-page document: LOCAL first token within 300 ms; with a provider, Folio adds under 150 ms before its first token.", run: benchChatEndpoint },
  { name: "summaries", target: "A 300-page PDF summarised with LOCAL in under 20 s; PDF export under 2 s.", run: benchSummaries },
  { name: "podcasts", target: "Speech rendering speed (seconds of audio per second) per engine.", run: benchPodcasts },
  { name: "podcast-episode", target: "A 100-page document to a podcast with LOCAL in under 3 minutes, audio at least 5x faster than real time.", run: benchPodcastEpisode },
  { name: "folders", target: "A folder chat over 200 documents with LOCAL: first token under 1 s.", run: benchFolders },
  { name: "api-keys", target: "An API key adds under 2 ms at p95 to a request, against the owner's session on the same route (issue 19).", run: benchApiKeys },
  { name: "lighthouse", target: "Lighthouse 95 or more in performance, accessibility, best practices and SEO on home, pricing, a comparison and a book page (issue 24), built app, Debian's Chromium, median of five runs each.", run: benchLighthouse },
  { name: "burst", target: "100 clients at once: a visitor's first call and /health answered within seconds, not the 5-25 s of issue 16 (figures per phase; what they show is in the section after this one).", run: benchBurst },
  { name: "load", target: "100 concurrent users for 60 s (list, search, LOCAL chat over a 300-page document, upload) against one process and against two API processes plus a worker on PostgreSQL: requests/s, p50/p95/p99, zero errors, memory before and after (issue 26).", run: benchLoad },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !BENCHES.some((b) => b.name === w));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(", ")}. Known: ${BENCHES.map((b) => b.name).join(", ")}`);
  process.exit(2);
}
const chosen = BENCHES.filter((b) => wanted.length === 0 || wanted.includes(b.name));

const out = fileURLToPath(new URL("../docs/benchmarks.md", import.meta.url));
/** This run's sections; the others are read back from the file just before it is written. */
const measured = new Map<string, string>();
let failed = false;
for (const bench of chosen) {
  console.log(`\n== ${bench.name}: ${bench.target}`);
  const started = performance.now();
  let rows: string[];
  try {
    const figures = await bench.run();
    for (const [k, v] of Object.entries(figures)) console.log(`${k}\t${v}`);
    rows = Object.entries(figures).map(([k, v]) => `| ${k} | ${v} |`);
  } catch (err) {
    failed = true;
    console.error(`${bench.name} failed:`, err);
    rows = [`| error | ${String(err instanceof Error ? err.message : err).replaceAll("|", "/")} |`];
  }
  const took = Math.round((performance.now() - started) / 1000);
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  measured.set(bench.name, `## ${bench.name}\n\nTarget: ${bench.target}\n\nMeasured ${when} UTC in ${took} s, load average ${os.loadavg()[0]!.toFixed(2)} after.\n\n| figure | value |\n|---|---|\n${rows.join("\n")}\n`);
}

// Read only now, so that a benchmark run in parallel which wrote its own sections meanwhile keeps
// them: a run replaces the sections it measured and leaves every other section as the file has it.
const sections = new Map<string, string>();
if (fs.existsSync(out)) {
  for (const part of fs.readFileSync(out, "utf8").split(/^(?=## )/m).slice(1)) sections.set(part.slice(3, part.indexOf("\n")).trim(), part.trimEnd() + "\n");
}
for (const [name, section] of measured) sections.set(name, section);
const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const header = `# Benchmarks\n\nWritten by \`npm run bench\` (\`npm run bench -- <name>\` reruns one section) on ${os.availableParallelism()} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. What each benchmark does is described at the top of its file in \`bench/\`; the load average says how busy the machine was.\n\n`;
const ordered = [...BENCHES.map((b) => b.name), ...sections.keys()].filter((n, i, all) => sections.has(n) && all.indexOf(n) === i);
fs.writeFileSync(out, header + ordered.map((n) => sections.get(n)).join("\n"));
console.log(`\nWrote ${out}`);
if (failed) process.exit(1);
